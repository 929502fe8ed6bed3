import type { TestProject } from 'vitest/node';
import { startChromiumServer } from './browser.ts';

/**
 * Starts one Chromium for the e2e project's run: every journey file connects to it
 * (`launchBrowser`) instead of starting a browser of its own, and opens its own contexts in it.
 */
export default async function setup(project: TestProject) {
  const server = await startChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's Chromium; empty outside the e2e project's setup. */
    chromiumEndpoint: string;
  }
}
