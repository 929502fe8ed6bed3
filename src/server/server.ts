import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type AppOptions } from '#server/app.ts';
import { configWarnings, type Config } from '#server/config/env.ts';
import type { AppContext } from '#server/context.ts';
import { openDatabase } from '#server/db/database.ts';
import type { Logger } from '#server/logging/logger.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import { projectRoot } from '#server/paths.ts';
import { sharedImageFetcher } from '#server/images/safe-fetch.ts';
import { createServices, type Services } from '#server/services.ts';
import { createStorage } from '#server/storage/create-storage.ts';
import type { Storage } from '#server/storage/storage.ts';

export const appVersion: string = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Builds every part from the configuration, runs pending migrations and builds the services on
 * them once (the composition root, src/server/services.ts).
 */
export async function createContext(
  config: Config,
  logger: Logger,
  options: Pick<AppOptions, 'imageFetcher' | 'sportsBackoff' | 'publishingClock'> = {},
): Promise<AppContext> {
  const database = await openDatabase(config.database);
  await database.migrate();
  const mailer = createMailer(config, logger);
  const storage = await createStorage(config);
  const services = createServices({
    config,
    logger,
    database,
    storage,
    mailer,
    imageFetcher: options.imageFetcher ?? sharedImageFetcher(),
    sportsBackoff: options.sportsBackoff,
    publishingClock: options.publishingClock,
  });
  await sweepInterruptedWrites(config, logger, storage, services);
  // Every process runs the scheduler and a worker of the job queue (ADR 026).
  if (config.gameDayMails.enabled) await services.gameDayMailRunner.start();
  // Publishing runs on the same queue in every process (ADR 059).
  if (config.publishingWorker.enabled && config.publishing.kind !== 'off') {
    await services.publishingRunner.start();
  }
  return {
    config,
    logger,
    database,
    storage,
    mailer,
    sports: services.sportsData,
    auth: services.auth,
    services,
    version: appVersion,
  };
}

/**
 * Leftovers of a process that was killed mid-write: half-written files, and files whose row
 * was never inserted. On PGlite this process is the only writer (the data directory is locked),
 * so everything left is a leftover and is removed before the first request. With a shared
 * PostgreSQL other processes may be mid-upload: only files older than ten minutes go, and the
 * start does not wait for it.
 */
async function sweepInterruptedWrites(
  config: Config,
  logger: Logger,
  storage: Storage,
  services: Services,
): Promise<void> {
  const sweep = async (graceMs: number) => {
    const partial = await storage.sweep();
    if (partial.temporary + partial.orphanedMeta > 0) {
      logger.info('half-written files removed', { ...partial });
    }
    await services.backgrounds.sweepOrphans(graceMs);
  };
  if (config.database.kind === 'pglite') {
    await sweep(0);
  } else {
    void sweep(10 * 60 * 1000).catch((error: unknown) =>
      logger.warn('sweep of interrupted writes failed', { error }),
    );
  }
}

/**
 * Graceful stop: no new connections from now on; every request whose headers have arrived
 * finishes, its body still arriving or its export still drawing (up to `graceMs`,
 * `SHUTDOWN_GRACE_MS`, 30 s by default, then their connections are cut); kept-alive connections
 * close as soon as they are idle.
 */
function stopListening(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Starts the app on the configured host and port (0 picks a free port, as tests do). */
export async function startServer(
  config: Config,
  logger: Logger,
  options: AppOptions = {},
): Promise<RunningServer> {
  for (const warning of configWarnings(config)) logger.warn(warning);
  const ctx = await createContext(config, logger, options);
  const app = createApp(ctx, options);
  // Learn early which federations answer, without delaying the start.
  void ctx.sports.probe();
  let server: ServerType;
  try {
    server = await listen(app.fetch, config);
  } catch (error) {
    // The port is taken: what was opened for this start is closed again, the data directory's
    // lock released, and the caller gets the error (`npm start` says it in one line).
    await stopParts(ctx);
    throw error;
  }
  // Longer than a reverse proxy's idle keep-alive (nginx and most balancers: 60 s), so the app
  // never closes a connection the proxy is about to reuse (a 502 for the request on it).
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    ctx,
    close: async () => {
      // Balancers polling /api/ready see the process leave before it stops listening.
      ctx.services.readiness.drain();
      await stopListening(server as Server, config.shutdownGraceMs);
      await stopParts(ctx);
    },
  };
}

/** Listens on the configured host and port; a port in use rejects instead of throwing later. */
function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const s = serve({ fetch, port: config.port, hostname: config.host }, () => {
      s.off('error', reject);
      resolve(s);
    });
    s.once('error', reject);
  });
}

/** Stops what a context started: the mail runner, the renderer's threads, the mailer, the database. */
async function stopParts(ctx: AppContext): Promise<void> {
  await ctx.services.publishingRunner.stop();
  await ctx.services.gameDayMailRunner.stop();
  await ctx.services.renderer.close();
  await ctx.mailer.close();
  await ctx.database.close();
}
