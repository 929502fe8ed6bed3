import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '#client/i18n/de.ts';
import { en } from '#client/i18n/en.ts';
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
} from '#client/i18n/languages.ts';
import { readStorage, writeStorage } from '#client/lib/local-storage.ts';

export const resources = { de: { translation: de }, en: { translation: en } } as const;

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) writeStorage(LANGUAGE_STORAGE_KEY, language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(readStorage(LANGUAGE_STORAGE_KEY)),
  fallbackLng: defaultLanguage,
  supportedLngs: ['de', 'en'],
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

export { i18n };
