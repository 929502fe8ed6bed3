import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (federation API keys, TOTP secrets): AES-256-GCM with a key derived from the
 * app secret by HKDF-SHA256, one key per purpose. The row's owner and meaning are bound in as
 * associated data, so a ciphertext copied to another row does not decrypt.
 * Stored as `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export interface SecretBox {
  seal(plaintext: string, context: readonly string[]): string;
  /** The plaintext, or null when the value was tampered with or sealed under another secret. */
  open(sealed: string, context: readonly string[]): string | null;
}

export function secretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'matchpost', purpose, 32));
  const aad = (context: readonly string[]) => Buffer.from(JSON.stringify(context), 'utf8');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        ...[iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')),
      ].join('.');
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || ciphertext === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
