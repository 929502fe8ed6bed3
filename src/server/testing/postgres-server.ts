import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests, made from the installed server binaries
 * (initdb, pg_ctl) in a temp directory on a free loopback port. No root and no network needed;
 * when the tests run as root the cluster runs as the `postgres` (or `nobody`) user, since the
 * server refuses to run as root.
 */
export interface PostgresServer {
  url: string;
  /**
   * Stops the server but keeps its data, as an outage would (fault tests): `fast` ends its
   * sessions politely, `immediate` drops every connection at once, as a crash of the server does.
   */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts a halted server again on the same port with the same data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Ports for test servers are picked from 20000-32767: below the range the kernel hands out to
 * outgoing connections (Linux 32768-60999, macOS 49152-65535). A port the kernel chose for a
 * listener a moment ago (port 0) can be taken by another test's client connection before the
 * server listens on it; one from this range only by another test server that drew the same one.
 */
const TEST_PORTS = { from: 20_000, to: 32_767 };

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = TEST_PORTS.from + Math.floor(Math.random() * (TEST_PORTS.to - TEST_PORTS.from));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port in ${TEST_PORTS.from}-${TEST_PORTS.to} after 100 tries`);
}

function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // try the next user
    }
  }
  throw new Error(
    'Running as root and found neither a postgres nor a nobody user for the test cluster',
  );
}

/** The server binaries: on PATH, or in Debian's versioned folder (newest first). */
function binary(name: 'initdb' | 'pg_ctl'): string {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return name;
  } catch {
    const base = '/usr/lib/postgresql';
    const versions = existsSync(base)
      ? readdirSync(base).sort((a, b) => Number(b) - Number(a))
      : [];
    for (const version of versions) {
      const candidate = path.join(base, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
    throw new Error(`PostgreSQL server binary ${name} not found (install the postgresql package)`);
  }
}

function run(command: string, args: string[], user: ReturnType<typeof runAs>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${output}`)),
    );
  });
}

/**
 * `durable`: a server that keeps every commit through a crash (`fsync`, `synchronous_commit` and
 * `full_page_writes` on, as in production), for tests that stop it in `immediate` mode and for
 * benchmarks of writes. Without it the server trades that for speed, and a crash loses the
 * commits of its last fraction of a second (a job taken just before is found waiting again after
 * the restart).
 */
export async function startPostgresServer(
  options: { durable?: boolean } = {},
): Promise<PostgresServer> {
  const speed = options.durable
    ? ''
    : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-pg-'));
  const dataDir = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  const password = 'matchpost-test';
  writeFileSync(passwordFile, password);
  if (user) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  }
  const port = await freePort();
  await run(
    binary('initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'matchpost',
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ],
    user,
  );
  const start = () =>
    run(
      binary('pg_ctl'),
      [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'server.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${speed} -c max_connections=200`,
        '-w',
        'start',
      ],
      user,
    );
  await start();
  return {
    url: `postgres://matchpost:${password}@127.0.0.1:${port}/postgres`,
    halt: (mode = 'fast') => run(binary('pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop'], user),
    resume: start,
    stop: async () => {
      await run(binary('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], user).catch(
        () => undefined,
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
