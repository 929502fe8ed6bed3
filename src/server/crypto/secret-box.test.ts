import { describe, expect, it } from 'vitest';
import { secretBox } from '#server/crypto/secret-box.ts';

const secret = 'a'.repeat(43);

describe('secret box', () => {
  const box = secretBox(secret, 'club-api-keys v1');

  it('opens what it sealed, with a fresh nonce each time', () => {
    const first = box.seal('key-1234', ['u1', 'handball', '140']);
    const second = box.seal('key-1234', ['u1', 'handball', '140']);
    expect(first).not.toBe(second);
    expect(first).not.toContain('key-1234');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.open(first, ['u1', 'handball', '140'])).toBe('key-1234');
  });

  it('refuses another row, a changed byte, another secret or another purpose', () => {
    const sealed = box.seal('key-1234', ['u1', 'handball', '140']);
    expect(box.open(sealed, ['u2', 'handball', '140'])).toBeNull();
    const [v, iv, ct = '', tag] = sealed.split('.');
    const flipped = `${ct.startsWith('A') ? 'B' : 'A'}${ct.slice(1)}`;
    expect(box.open([v, iv, flipped, tag].join('.'), ['u1', 'handball', '140'])).toBeNull();
    expect(
      secretBox('b'.repeat(43), 'club-api-keys v1').open(sealed, ['u1', 'handball', '140']),
    ).toBeNull();
    expect(secretBox(secret, 'mfa-totp v1').open(sealed, ['u1', 'handball', '140'])).toBeNull();
    expect(box.open('not sealed', ['u1'])).toBeNull();
  });
});
