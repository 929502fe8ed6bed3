import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { readStorage, removeStorage, writeStorage } from '#client/lib/local-storage.ts';

/**
 * An unsaved template kept in local storage, one per template ('new' for a template not saved
 * yet), so a reload or a closed tab does not lose the work. Saving removes it.
 */
export interface Draft {
  name: string;
  games: number;
  config: SvgConfig;
}

const keyOf = (templateId: string | undefined) => `matchpost-editor-draft:${templateId ?? 'new'}`;

export function readDraft(templateId: string | undefined): Draft | null {
  const raw = readStorage(keyOf(templateId));
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

export function writeDraft(templateId: string | undefined, draft: Draft): void {
  writeStorage(keyOf(templateId), JSON.stringify(draft));
}

export function removeDraft(templateId: string | undefined): void {
  removeStorage(keyOf(templateId));
}
