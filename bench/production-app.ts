import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMagicLink } from '#server/testing/auth.ts';
import { freePort } from '#server/testing/postgres-server.ts';

/**
 * The production build (`node dist/server/main.js`, NODE_ENV=production, PGlite unless `env`
 * names a database, demo sports data, the demo checkout) as its own process on a free loopback
 * port with its own temp data directory, for the benches that measure the app from outside:
 * export-api, uploads, weekend, load, svg-logo. `BENCH_APP_DIR` names another built checkout
 * to start instead of this one (the code before a change, for a comparison).
 */
export interface ProductionApp {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

const root = path.join(import.meta.dirname, '..');

export const MiB = 2 ** 20;

export async function startProductionApp(
  name: string,
  options: {
    env?: Record<string, string>;
    appUrl?: string;
    nodeArgs?: string[];
    /** Another checkout's build (an A/B against an earlier commit: baseline-build.ts). */
    root?: string;
  } = {},
): Promise<ProductionApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `matchpost-${name}-bench-`));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    cwd: options.root ?? process.env.BENCH_APP_DIR ?? root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The benches buy plans through the demo checkout; production needs it named.
      BILLING: 'demo',
      APP_SECRET: `${name}-bench-secret-`.padEnd(44, '0123456789'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: options.appUrl ?? url,
      LOG_LEVEL: 'error',
      SPORTS_DATA: 'demo',
      // As the Dockerfile runs it: glibc maps large buffers on their own and returns them when
      // freed (docs/export.md, Figures). BENCH_GLIBC_HEAPS=1 measures without.
      ...(process.env.BENCH_GLIBC_HEAPS ? {} : { MALLOC_MMAP_THRESHOLD_: '65536' }),
      // As the Dockerfile runs it: resvg's own allocator (mimalloc, inside its binary) gives
      // freed pages back at once (docs/export.md). BENCH_MIMALLOC_DELAY=1 measures without.
      ...(process.env.BENCH_MIMALLOC_DELAY ? {} : { MIMALLOC_PURGE_DELAY: '0' }),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { child, url, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the app did not become ready');
}

export async function stopProductionApp(app: ProductionApp): Promise<void> {
  const exited = new Promise((resolve) => app.child.once('close', resolve));
  app.child.kill('SIGTERM');
  await exited;
  rmSync(app.dataDir, { recursive: true, force: true });
}

/**
 * Signs `email` in through the magic link in the app's outbox and answers the session cookie.
 * `headers` go with both requests (sign-in is limited per address: `x-forwarded-for`).
 */
export async function signInToApp(
  app: ProductionApp,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const sent = await fetch(`${app.url}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, ...headers },
    body: JSON.stringify({ email, callbackURL: '/profile' }),
  });
  if (!sent.ok) throw new Error(`sign-in request ${sent.status}`);
  const link = new URL(await readMagicLink(path.join(app.dataDir, 'outbox'), email));
  const opened = await fetch(`${app.url}${link.pathname}${link.search}`, {
    redirect: 'manual',
    headers,
  });
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('matchpost.'))
    .join('; ');
  if (!cookie) throw new Error(`no session: ${opened.status}`);
  return cookie;
}

/** The process's resident memory in bytes, from /proc (Linux); 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
