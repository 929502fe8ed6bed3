import { describe, expect, it } from 'vitest';
import { sameAddress } from '#client/features/invitations/utils/invitation.ts';

describe('the invited address', () => {
  it('is the signed-in one whatever the case and the spaces around it', () => {
    expect(sameAddress('Anna@Verein.ch', 'anna@verein.ch ')).toBe(true);
  });

  it('is not another address', () => {
    expect(sameAddress('anna@verein.ch', 'anna@verein.ch.evil.example')).toBe(false);
    expect(sameAddress('ana@verein.ch', 'anna@verein.ch')).toBe(false);
  });
});
