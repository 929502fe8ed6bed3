import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  languages,
  resolveLanguage,
} from '#client/i18n/languages.ts';
import { resources } from '#client/i18n/resources.ts';
import { readStorage, writeStorage } from '#client/lib/local-storage.ts';

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) writeStorage(LANGUAGE_STORAGE_KEY, language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(readStorage(LANGUAGE_STORAGE_KEY)),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

export { i18n };
