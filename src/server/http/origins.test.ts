import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { linkOnOrigin } from '#server/auth/auth.ts';
import { AppError } from '#server/http/app-error.ts';
import { authOriginGuard, csrfGuard, type OriginGuard } from '#server/http/csrf.ts';
import { acceptedOrigins } from '#server/http/origins.ts';
import { createLogger } from '#server/logging/logger.ts';

describe('the accepted origins', () => {
  it('take both loopback spellings on the same port outside production', () => {
    expect(acceptedOrigins('http://localhost:3000', false)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(acceptedOrigins('http://127.0.0.1:4100', false)).toContain('http://localhost:4100');
  });

  it('are APP_URL alone in production or for a real domain', () => {
    expect(acceptedOrigins('http://localhost:3000', true)).toEqual(['http://localhost:3000']);
    expect(acceptedOrigins('https://matchpost.ch', false)).toEqual(['https://matchpost.ch']);
  });
});

describe('the mailed sign-in link', () => {
  const origins = acceptedOrigins('http://localhost:3000', false);
  const link =
    'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fprofile%3FsignedIn%3D1&errorCallbackURL=%2Fauth';

  it('leads back to the loopback spelling the person asked from, paths included', () => {
    const moved = new URL(linkOnOrigin(link, 'http://127.0.0.1:3000', origins));
    expect(moved.origin).toBe('http://127.0.0.1:3000');
    expect(moved.searchParams.get('token')).toBe('abc');
    expect(moved.searchParams.get('callbackURL')).toBe('http://127.0.0.1:3000/profile?signedIn=1');
    expect(moved.searchParams.get('errorCallbackURL')).toBe('http://127.0.0.1:3000/auth');
  });

  it('stays on APP_URL for any other origin', () => {
    expect(linkOnOrigin(link, 'https://evil.example', origins)).toBe(link);
    expect(linkOnOrigin(link, undefined, origins)).toBe(link);
  });
});

/** An app behind `guard` for APP_URL `appUrl`, the lines its logger wrote, and a POST to it. */
function guardedApp(guard: OriginGuard, appUrl: string, production: boolean) {
  const lines: string[] = [];
  const logger = createLogger({ level: 'warn', format: 'json', write: (l) => lines.push(l) });
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ code: error.code }, error.status)
      : c.json({ code: 'INTERNAL' }, 500),
  );
  app.use('*', guard(acceptedOrigins(appUrl, production), appUrl, logger));
  app.post('*', (c) => c.text('ok'));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(path, { method: 'POST', headers });
  return { post, lines };
}

describe('a refused origin', () => {
  it('is logged with the origin that came and the APP_URL expected, in one line', async () => {
    const { post, lines } = guardedApp(authOriginGuard, 'https://matchpost.ch', true);
    const refused = await post('/sign-in/magic-link', { origin: 'http://127.0.0.1:3000' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'ORIGIN_REJECTED' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'warn',
      origin: 'http://127.0.0.1:3000',
      expected: 'https://matchpost.ch',
    });
    expect(lines[0]).not.toContain('stack');

    const own = await post('/x', { origin: 'https://matchpost.ch' });
    expect(own.status).toBe(200);
  });

  it('is refused for cookie writes by the CSRF guard and logged the same way', async () => {
    const { post, lines } = guardedApp(csrfGuard, 'http://localhost:3000', false);
    const alias = await post('/x', { origin: 'http://127.0.0.1:3000', cookie: 'a=b' });
    expect(alias.status).toBe(200);
    const foreign = await post('/x', { origin: 'https://evil.example', cookie: 'a=b' });
    expect(foreign.status).toBe(403);
    expect(lines.join('\n')).toContain('"origin":"https://evil.example"');
  });
});
