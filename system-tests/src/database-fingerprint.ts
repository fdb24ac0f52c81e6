import type pg from 'pg';

const serviceSchemas = ['auth', 'customer', 'training', 'payment'];

export type Fingerprint = Record<string, string>;

/**
 * The row count and a digest of every row of every service table (migration records left out),
 * one `<count>:<md5>` per table, so a test can tell whether anything changed.
 */
export async function databaseFingerprint(client: pg.Client): Promise<Fingerprint> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name
       FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
      ORDER BY 1`,
    [serviceSchemas],
  );
  const wanted = tables.map((table) => table.name);
  const { rows } = await client.query<{ name: string; digest: string }>(
    wanted
      .map(
        (name, index) =>
          `SELECT $${index + 1}::text AS name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${name} t`,
      )
      .join(' UNION ALL '),
    wanted,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The fingerprint without the audit logs (a refused login, for one, is rightly recorded). */
export function withoutAudit(fingerprint: Fingerprint): Fingerprint {
  return Object.fromEntries(
    Object.entries(fingerprint).filter(([name]) => !name.includes('audit')),
  );
}

/** The fingerprint once background work (credits, mail relays) has stopped changing it. */
export async function settledFingerprint(client: pg.Client): Promise<Fingerprint> {
  let previous = await databaseFingerprint(client);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await databaseFingerprint(client);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}
