import { describe, expect, it } from 'vitest';
import { de } from '#client/i18n/de.ts';
import { activityKinds } from '#shared/workspaces/workspace.schema.ts';
import { activityTextKey, knownActions } from '#client/features/profile/utils/activity-text.ts';

/** The German text behind a key, or undefined when the key leads nowhere. */
function germanText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, de);
}

describe('the activity list in words', () => {
  it('names each action the server records with its own text', () => {
    const recorded = [
      ['workspace', 'created', 'Vereinskonto angelegt'],
      ['workspace', 'crest-removed', 'Vereinslogo entfernt'],
      ['member', 'role-editor', 'Zum Redaktor gemacht'],
      ['member', 'owner', 'Vereinskonto übergeben'],
      ['export', 'batch', 'Posts eines Wochenendes heruntergeladen'],
      ['template', 'copied', 'Vorlage kopiert'],
      ['team', 'deleted', 'Team-Slot gelöscht'],
      ['background', 'uploaded', 'Hintergrundbild hochgeladen'],
    ] as const;
    for (const [kind, action, text] of recorded) {
      expect(germanText(activityTextKey({ kind, action }))).toBe(text);
    }
  });

  it('says what an action it does not know is about, never the stored word', () => {
    expect(activityTextKey({ kind: 'template', action: 'archived' })).toBe(
      'workspace.activity.kinds.template',
    );
    expect(germanText(activityTextKey({ kind: 'publish', action: 'instagram' }))).toBe(
      'Post veröffentlicht',
    );
  });

  it('has words for every action it knows', () => {
    for (const kind of activityKinds) {
      for (const action of knownActions[kind]) {
        const key = activityTextKey({ kind, action });
        expect(key, `${kind} ${action}`).toContain('.actions.');
        expect(typeof germanText(key), key).toBe('string');
      }
    }
  });

  it('has words for every kind, whatever the action', () => {
    for (const kind of activityKinds) {
      expect(typeof germanText(activityTextKey({ kind, action: 'something-new' }))).toBe('string');
    }
  });
});
