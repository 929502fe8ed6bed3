/**
 * Structured logger: one JSON object per line in production, a readable line in development.
 * Small on purpose; every log line carries a level, a message and flat fields.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};

export interface LoggerOptions {
  level: LogLevel | 'silent';
  format: 'json' | 'pretty';
  write?: (line: string) => void;
}

function errorFields(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(options: LoggerOptions, base: LogFields = {}): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const emit = (level: LogLevel, message: string, fields: LogFields = {}) => {
    if (rank[level] < rank[options.level]) return;
    const all: LogFields = { ...base, ...fields };
    for (const key of Object.keys(all)) all[key] = errorFields(all[key]);
    if (options.format === 'json') {
      write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...all }));
      return;
    }
    const time = new Date().toISOString().slice(11, 19);
    const extra = Object.entries(all)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    write(`${time} ${level.toUpperCase().padEnd(5)} ${message}${extra ? ` ${extra}` : ''}`);
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
    child: (fields) => createLogger(options, { ...base, ...fields }),
  };
}

/** A logger that drops everything; for tests that do not look at logs. */
export const silentLogger: Logger = createLogger({ level: 'silent', format: 'json' });
