import { createHash } from 'node:crypto';
import type { Config } from '#server/config/env.ts';

/** The sha256 source of each inline `<script>` in the page (the theme script before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Where the browser may load images from besides the app itself: with S3 storage the presigned
 * URLs point at the bucket (path style on the endpoint, or a virtual host of the bucket).
 */
export function storageOrigins(storage: Config['storage']): string[] {
  if (storage.kind !== 's3') return [];
  const endpoint = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  const virtualHost = `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`;
  return storage.forcePathStyle ? [endpoint.origin] : [endpoint.origin, virtualHost];
}

/**
 * A strict policy for the web app: scripts only from the app and the hashed inline script, no
 * plugins, no framing, forms and base URL only to the app; media from the app or from memory. Styles allow inline because React
 * sets style attributes and the toast library adds its stylesheet at run time.
 */
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  imageOrigins: string[];
}): string {
  const images = ["'self'", 'data:', 'blob:', ...options.imageOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    // The studio plays the video it made in the page from memory (ADR 063).
    "media-src 'self' blob:",
    `connect-src 'self' ${options.imageOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
