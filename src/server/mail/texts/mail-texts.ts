import type { Language } from '#shared/errors/error-codes.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';
import { de } from '#server/mail/texts/de.ts';
import { en } from '#server/mail/texts/en.ts';
import { fr } from '#server/mail/texts/fr.ts';
import { it } from '#server/mail/texts/it.ts';

/** Every mail text by language, one file per language (docs/translations.md). */
export const mailTexts: Record<Language, MailCatalogue> = { de, en, fr, it };
