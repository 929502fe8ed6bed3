import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { RunningServer } from '#server/server.ts';
import { sessionCookies, signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startBenchServer } from './bench-server.ts';

export interface SignedInBrowser {
  server: RunningServer;
  /** The app's address, also the context's base URL. */
  base: string;
  session: TestSession;
  browser: Browser;
  /** A browser context (1280x900) signed in through the real magic link. */
  context: BrowserContext;
  close(): Promise<void>;
}

/** The app as in production (bench-server.ts) and Chromium, signed in as `email`. */
export async function signedInBrowser(name: string, email: string): Promise<SignedInBrowser> {
  const server = await startBenchServer(name, { addressUpFront: true });
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const session = await signInTestUser(
      base,
      path.join(server.ctx.config.dataDir, 'outbox'),
      email,
    );
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 900 },
    });
    await context.addCookies(sessionCookies(session, base));
    return { server, base, session, browser, context, close };
  } catch (error) {
    await close();
    throw error;
  }
}
