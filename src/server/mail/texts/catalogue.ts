import type { de } from '#server/mail/texts/de.ts';

/** A text tree with its strings widened: the same keys, any string, the same functions. */
type Widened<T> = T extends string
  ? string
  : T extends (...values: never[]) => string
    ? T
    : { [Key in keyof T]: Widened<T[Key]> };

/**
 * The shape of one language's mail texts, as German defines it: the same keys, each a text or a
 * function of the same values that gives one.
 */
export type MailCatalogue = Widened<typeof de>;
