import type { de } from '#shared/errors/texts/de.ts';

/**
 * The shape of one language's error texts, as German defines it: the same codes, each a text or
 * a function of the same values that gives one.
 */
export type ErrorCatalogue = {
  [Code in keyof typeof de]: (typeof de)[Code] extends string ? string : (typeof de)[Code];
};
