import { ConfigError, loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/logging/logger.ts';
import { startServer } from '#server/server.ts';

/** The process entry: configuration errors print one line and stop; signals close cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.log);
  const server = await startServer(config, logger);
  logger.info('Matchpost is running', {
    url: config.appUrl,
    port: server.port,
    db: server.ctx.database.kind,
    storage: server.ctx.storage.kind,
    mail: server.ctx.mailer.kind,
    billing: config.billing.kind,
    sports: config.sports.mode,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    // Running requests get SHUTDOWN_GRACE_MS (server.close); should closing itself stall, still end.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Start-up failures (database unreachable, port in use) as one line, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Matchpost could not start: ${message}\n`);
  process.exit(1);
});
