import fs from 'node:fs/promises';
import pg from 'pg';
import { libpqConnection, postgresToolFor, runTool } from './postgres-tools.js';

export interface RestoreTarget {
  /** Human words for the confirmation: `database "studio" on 127.0.0.1:5432`. */
  description: string;
  /** Tables that would be replaced, to say what is lost (0 for an empty database). */
  tableCount: number;
}

/** Checks that the backup can be restored here and describes what it would replace. */
export async function inspectRestore(databaseUrl: string, file: string): Promise<RestoreTarget> {
  await fs.access(file).catch(() => {
    throw new Error(`there is no backup file at ${file}`);
  });
  const pgRestore = await postgresToolFor('pg_restore', databaseUrl);
  // Reads the archive's table of contents: a file that is no pg_dump archive fails here.
  await runTool(pgRestore, ['--list', file], {}).catch((error: Error) => {
    if (!/unsupported version \([\d.]+\) in file header/.test(error.message)) throw error;
    throw new Error(
      `${file} was written by a newer pg_dump than ${pgRestore.path} (PostgreSQL ${pgRestore.major}) can read: ` +
        `restore it with the pg_restore of the PostgreSQL version that took it, or a newer one (set PG_BIN_DIR to its folder)`,
    );
  });
  return withClient(databaseUrl, async (client) => {
    const others = await otherConnections(client);
    if (others > 0) {
      throw new Error(
        `${others} other connection${others === 1 ? ' is' : 's are'} open to this database (is \`npm start\` running?); stop the portal first, then restore`,
      );
    }
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
    );
    const url = new URL(databaseUrl);
    return {
      description: `database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host}`,
      tableCount: Number(rows[0]!.count),
    };
  });
}

/**
 * Replaces the database's contents with the backup: every schema of the database (but `public`,
 * which pg_restore cleans itself) is dropped, then the archive is restored in one transaction, so
 * tables that a newer release added are not left behind beside the restored ones.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<void> {
  const pgRestore = await postgresToolFor('pg_restore', databaseUrl);
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
    );
    await client.query('BEGIN');
    for (const { name } of rows)
      await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
    await client.query('COMMIT');
  });
  const { url, env } = libpqConnection(databaseUrl);
  try {
    await runTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--clean',
        '--if-exists',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url}`,
        file,
      ],
      env,
    );
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe database's own schemas were already emptied; fix the cause and run the restore again`,
    );
  }
}

async function otherConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return Number(rows[0]!.count);
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
