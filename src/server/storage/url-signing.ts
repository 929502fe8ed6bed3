import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures for disk-storage URLs: `/api/files/{key}?expires=...&signature=...`. */
export function signFileKey(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`file:${key}:${expires}`).digest('base64url');
}

export function verifyFileSignature(
  secret: string,
  key: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signFileKey(secret, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
