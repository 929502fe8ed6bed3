import { describe, expect, it } from 'vitest';
import { catalogueText } from '#client/features/profile/utils/catalogue-text.ts';

describe('catalogueText', () => {
  it('reads the catalogue text of a code the callback sends back', () => {
    expect(catalogueText('PUBLISHING_CONNECT_DENIED', 'de')).toBe(
      'Die Verbindung wurde nicht erlaubt. Es wurde nichts verbunden.',
    );
    expect(catalogueText('PUBLISHING_NO_PAGES', 'fr')).toMatch(/page/i);
  });

  it('shows nothing of what is no plain code of ours', () => {
    expect(catalogueText('<script>', 'de')).toBeNull();
    expect(catalogueText('PUBLISHING_CHANNEL_RECONNECT', 'de')).toBeNull();
  });
});
