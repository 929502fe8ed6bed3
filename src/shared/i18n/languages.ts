/** The interface languages, German first (the default): error texts, mails, the app. */
export type Language = 'de' | 'en' | 'fr' | 'it';
