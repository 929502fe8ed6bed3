import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de, type Messages } from '#client/i18n/de.ts';
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  languages,
  resolveLanguage,
  type Language,
} from '#client/i18n/languages.ts';
import { readStorage, writeStorage } from '#client/lib/local-storage.ts';

/**
 * German comes with the first bundle; every other language is a chunk of its own, loaded when it
 * is chosen (or was chosen before), so a visitor downloads the texts of one language only.
 */
const loaders: Record<Exclude<Language, 'de'>, () => Promise<Messages>> = {
  en: () => import('#client/i18n/en.ts').then((m) => m.en),
  fr: () => import('#client/i18n/fr.ts').then((m) => m.fr),
  it: () => import('#client/i18n/it.ts').then((m) => m.it),
};

const languageChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === 'de') return callback(null, de);
    loaders[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) writeStorage(LANGUAGE_STORAGE_KEY, language);
}

/** Resolves once the texts of the stored language are there: the app renders after that. */
export const i18nReady = i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    resources: { de: { translation: de } },
    partialBundledLanguages: true,
    lng: resolveLanguage(readStorage(LANGUAGE_STORAGE_KEY)),
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
  })
  .then(
    () => undefined,
    // Without its chunk (offline) the page still shows, in German.
    () => undefined,
  );
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

export { i18n };
