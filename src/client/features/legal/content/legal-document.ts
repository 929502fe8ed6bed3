import type { Operator } from '#shared/site/site.schema.ts';

/** A paragraph, a bulleted list, or the operator's postal address and e-mail. */
export type LegalBlock = string | { list: string[] } | { operator: true };

export interface LegalSection {
  /** The anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** A legal text in one language: its version, an introduction and numbered sections. */
export interface LegalDocument {
  lang: 'de' | 'en';
  title: string;
  /** 'Stand: Oktober 2025' or 'Version: October 2025'. */
  version: string;
  intro: string;
  /** Long documents get a table of contents. */
  contents: boolean;
  sections: LegalSection[];
}

/** The texts name the operator from the configuration (GET /api/site). */
export type LegalText = (operator: Operator) => LegalDocument;

/** The local-storage keys the web app uses, named in both privacy policies. */
export const storageKeys = {
  theme: 'ui-theme',
  language: 'matchpost-language',
  plan: 'selectedPlan',
  interval: 'selectedBillingInterval',
  signIn: 'matchpost-post-sign-in',
  draft: 'matchpost-editor-draft:…',
  flash: 'matchpost-flash',
} as const;
