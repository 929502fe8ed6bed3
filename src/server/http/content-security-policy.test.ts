import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { storageOrigins } from '#server/http/content-security-policy.ts';
import { mountWebApp } from '#server/http/static-files.ts';

const themeScript = "document.documentElement.classList.toggle('dark', true);";
const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-csp-'));
writeFileSync(
  path.join(dir, 'index.html'),
  `<!doctype html><html><head><script>${themeScript}</script></head>` +
    '<body><script type="module" src="/assets/app.js"></script></body></html>',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the web app page', () => {
  it('is served with a strict Content-Security-Policy that admits only its own inline script', async () => {
    const app = new Hono();
    mountWebApp(app, dir);
    const response = await app.request('/studio');
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBeTruthy();
    const csp = directives(policy!);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${hash}'`);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('admits images from the S3 bucket when files live there', () => {
    expect(
      storageOrigins({
        kind: 's3',
        bucket: 'posts',
        endpoint: 'https://s3.example.ch',
        region: 'eu-central-2',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
      }),
    ).toEqual(['https://s3.example.ch', 'https://posts.s3.example.ch']);
    expect(storageOrigins({ kind: 'disk', dir })).toEqual([]);
  });
});
