import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import {
  readStorage,
  removeStorage,
  userStorageKey,
  writeUserStorage,
} from '#client/lib/local-storage.ts';

/**
 * An unsaved template kept in local storage, one per account and template ('new' for a template
 * not saved yet), so a reload or a closed tab does not lose the work. Saving removes it, and so
 * does signing out, in this tab or another (lib/local-storage.ts): it is written only while its
 * account is signed in here, so whoever signs in next in this browser never sees it.
 */
export interface Draft {
  name: string;
  games: number;
  config: SvgConfig;
}

const nameOf = (templateId: string | undefined) => `editor-draft:${templateId ?? 'new'}`;
const keyOf = (userId: string, templateId: string | undefined) =>
  userStorageKey(userId, nameOf(templateId));

export function readDraft(userId: string, templateId: string | undefined): Draft | null {
  const raw = readStorage(keyOf(userId, templateId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Draft>;
    const config = svgConfigSchema.safeParse(value.config);
    if (!config.success || typeof value.name !== 'string' || typeof value.games !== 'number') {
      return null;
    }
    return { name: value.name, games: value.games, config: config.data };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, templateId: string | undefined, draft: Draft): void {
  writeUserStorage(userId, nameOf(templateId), JSON.stringify(draft));
}

export function removeDraft(userId: string, templateId: string | undefined): void {
  removeStorage(keyOf(userId, templateId));
}
