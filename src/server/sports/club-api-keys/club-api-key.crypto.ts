import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Club API keys at rest: AES-256-GCM with a key derived from the app secret by HKDF-SHA256.
 * The owner, sport and club are bound in as associated data, so a ciphertext copied to another
 * row does not decrypt. Stored as `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export interface ClubKeyScope {
  userId: string;
  sport: string;
  clubId: string;
}

export function deriveClubKeyEncryptionKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'matchpost', 'club-api-keys v1', 32));
}

const associatedData = (scope: ClubKeyScope) =>
  Buffer.from(JSON.stringify([scope.userId, scope.sport, scope.clubId]), 'utf8');

export function encryptClubKey(key: Buffer, scope: ClubKeyScope, apiKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(scope));
  const ciphertext = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
  return ['v1', iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The key, or null when the stored value was tampered with or encrypted under another secret. */
export function decryptClubKey(key: Buffer, scope: ClubKeyScope, stored: string): string | null {
  const [version, iv, ciphertext, tag] = stored.split('.');
  if (version !== 'v1' || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(associatedData(scope));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
