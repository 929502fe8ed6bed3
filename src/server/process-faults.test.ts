import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#server/paths.ts';
import { faultCause } from '#server/process-faults.ts';

/**
 * The process's handlers for what nobody handled (process-faults.ts), in a real Node process of
 * their own, as main.ts installs them: rejections are logged as one line each and counted, and
 * never end the process; an exception thrown out of a callback ends it only when it is a defect.
 */
interface Run {
  code: number | null;
  lines: Record<string, unknown>[];
}

/** Runs `body` in a child process with the handlers installed; its log lines as JSON. */
function runWithHandlers(body: string): Promise<Run> {
  const script = `
    const { handleProcessFaults, processFaultCounts } = await import('#server/process-faults.ts');
    const { createLogger } = await import('#server/logging/logger.ts');
    const logger = createLogger({ level: 'info', format: 'json' });
    handleProcessFaults({ logger, exit: () => { logger.info('exit asked'); process.exit(3); } });
    const outage = (message, code) => Object.assign(new Error(message), { code });
    const report = () => logger.info('counts', { counts: processFaultCounts() });
    ${body}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      if (lines.length === 0) reject(new Error(`no log lines; stderr: ${err}`));
      else resolve({ code, lines });
    });
  });
}

const countOf = (run: Run, kind: string, cause: string) =>
  (
    run.lines.find((line) => line.msg === 'counts')!.counts as {
      kind: string;
      cause: string;
      count: number;
    }[]
  ).find((entry) => entry.kind === kind && entry.cause === cause)!.count;

describe('faults nobody handled', () => {
  it('log and count rejections and outage exceptions, one line each, and keep the process running', async () => {
    const run = await runWithHandlers(`
      // As pg-boss 10.4 left its finished job's update unawaited during a database outage.
      void Promise.reject(outage('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
      void Promise.reject(new TypeError('job.data is undefined'));
      // An 'error' event of a connection that went away, with nobody listening.
      setTimeout(() => { throw outage('read ECONNRESET', 'ECONNRESET'); }, 20);
      setTimeout(() => { report(); logger.info('still running'); }, 100);
    `);
    expect(run.code).toBe(0);
    const faults = run.lines.filter((line) => line.level === 'error');
    expect(faults.map((line) => [line.msg, line.cause, line.exits])).toEqual([
      ['unhandled rejection', 'outage', false],
      ['unhandled rejection', 'defect', false],
      ['uncaught exception', 'outage', false],
    ]);
    expect((faults[0]!.error as { message: string }).message).toContain('ECONNREFUSED');
    expect(countOf(run, 'rejection', 'outage')).toBe(1);
    expect(countOf(run, 'rejection', 'defect')).toBe(1);
    expect(countOf(run, 'exception', 'outage')).toBe(1);
    expect(countOf(run, 'exception', 'defect')).toBe(0);
    expect(run.lines.at(-1)!.msg).toBe('still running');
  }, 30_000);

  it('end the process for an exception that is a defect, once, after logging it', async () => {
    const run = await runWithHandlers(`
      setTimeout(() => { report(); null.field; }, 20);
      setTimeout(() => logger.info('still running'), 2_000);
    `);
    expect(run.code).toBe(3);
    const fault = run.lines.find((line) => line.msg === 'uncaught exception')!;
    expect([fault.cause, fault.exits]).toEqual(['defect', true]);
    expect(run.lines.at(-1)!.msg).toBe('exit asked');
  }, 30_000);

  it('tell the outages of the parts from defects', () => {
    // The database: pg's errors and the driver's system errors.
    expect(faultCause(Object.assign(new Error('x'), { code: '57P01' }))).toBe('outage');
    expect(faultCause(new Error('Connection terminated unexpectedly'))).toBe('outage');
    expect(faultCause(new Error('wrapped', { cause: { code: 'ECONNREFUSED' } }))).toBe('outage');
    // The mail server (nodemailer) and a federation's time limit.
    expect(faultCause(Object.assign(new Error('x'), { code: 'ESOCKET' }))).toBe('outage');
    expect(faultCause(new DOMException('timed out', 'TimeoutError'))).toBe('outage');
    // Anything else is ours or a library's to fix.
    expect(faultCause(new TypeError('undefined is not a function'))).toBe('defect');
    expect(faultCause(Object.assign(new Error('dup'), { code: '23505' }))).toBe('defect');
    expect(faultCause('a string')).toBe('defect');
  });
});
