import type { Logger } from '#server/logging/logger.ts';

/** A line the code under test logged, at any level. */
export interface LoggedLine {
  message: string;
  fields: unknown;
}

/**
 * A logger that keeps what it is given in `lines` (every level, children included), to check
 * what an operator would read.
 */
export function recordingLogger(): { logger: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const record = (message: string, fields?: unknown) => lines.push({ message, fields });
  const logger: Logger = {
    debug: record,
    info: record,
    warn: record,
    error: record,
    child: () => logger,
  };
  return { logger, lines };
}
