import type { Messages } from '#client/i18n/de.ts';

// Typed keys: t('nav.studio') is checked against the German texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
