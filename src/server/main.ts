import { ConfigError, loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/logging/logger.ts';
import { handleProcessFaults } from '#server/process-faults.ts';
import { startServer, type RunningServer } from '#server/server.ts';

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
  let shutdown: ((reason: string, code: number) => void) | null = null;
  // A rejection nobody handled is logged and counted, never the end of the process; an
  // exception thrown out of a callback ends it only when it is a defect (process-faults.ts).
  handleProcessFaults({
    logger,
    exit: () => (shutdown ? shutdown('uncaught exception', 1) : process.exit(1)),
  });
  const server: RunningServer = await startServer(config, logger);
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
  shutdown = (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { reason });
    // Running requests get SHUTDOWN_GRACE_MS (server.close); should closing itself stall, still end.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    server.close().then(
      () => process.exit(code),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown?.('SIGTERM', 0));
  process.on('SIGINT', () => shutdown?.('SIGINT', 0));
}

main().catch((error: unknown) => {
  // Start-up failures (database unreachable, port in use) as one line, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Matchpost could not start: ${message}\n`);
  process.exit(1);
});
