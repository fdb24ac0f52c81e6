import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { IcCipher, maskIc, parseIcKey } from '@studio/customer-service/domain/ic-cipher';

export interface ChainSize {
  trainers: number;
  customers: number;
  trainings: number;
  payments: number;
}

export const studioChain: ChainSize = {
  trainers: 50,
  customers: 10_000,
  trainings: 100_000,
  payments: 30_000,
};

export interface SeededChain {
  trainerIds: string[];
  /** Every seeded trainer signs in with this password (the admin's, whose hash they share). */
  trainerEmails: string[];
  seconds: number;
  counts: Record<string, number>;
}

/**
 * Fills a freshly migrated database with a studio chain by bulk SQL (generate_series, unnest) in
 * one transaction: trainers (sharing the given admin's password hash), customers with encrypted IC
 * numbers, trainings spread over three years (33 months back, 3 ahead; older than 60 days all
 * claimed, recent past 70% claimed), payments over three years, and the customer ledger that both
 * imply, so balances and payment histories agree as the services keep them.
 */
export async function seedStudioChain(options: {
  databaseUrl: string;
  adminId: string;
  icEncryptionKey: string;
  size?: ChainSize;
}): Promise<SeededChain> {
  const size = options.size ?? studioChain;
  const started = performance.now();
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');

    const trainerIds = Array.from({ length: size.trainers }, () => randomUUID());
    const trainerEmails = trainerIds.map((_, index) => `trainer${index + 1}@bench.example.com`);
    await client.query(
      `INSERT INTO auth.users (id, name, email, "passwordHash", role, "dateCreated", "lastEdited")
       SELECT t.id, 'Trainer ' || t.n, t.email, admin."passwordHash", 'trainer', now() - interval '3 years', NULL
         FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS t(id, email, n)
         CROSS JOIN (SELECT "passwordHash" FROM auth.users WHERE id = $3) admin`,
      [trainerIds, trainerEmails, options.adminId],
    );

    await insertCustomers(client, size.customers, trainerIds, options.icEncryptionKey);

    await client.query(
      `WITH c AS (SELECT id, trainer_id, row_number() OVER (ORDER BY id) - 1 AS n FROM customer.customers),
            t AS (
              SELECT i,
                     date_trunc('day', now() - interval '33 months' + (i::float8 / $1) * interval '36 months')
                       + (7 + i % 13) * interval '1 hour' AS at,
                     random() AS r
                FROM generate_series(0, $1 - 1) AS i)
       INSERT INTO training.trainings (id, customer_id, trainer_id, date_of_training, status, claimed_at, created_at, updated_at)
       SELECT gen_random_uuid(), c.id, c.trainer_id, t.at,
              CASE WHEN t.at < now() - interval '60 days' OR (t.at < now() AND t.r < 0.7) THEN 'completed' ELSE 'scheduled' END,
              CASE WHEN t.at < now() - interval '60 days' OR (t.at < now() AND t.r < 0.7) THEN t.at + interval '2 hours' END,
              t.at - interval '7 days', t.at - interval '7 days'
         FROM t JOIN c ON c.n = (t.i::bigint * 7919) % $2`,
      [size.trainings, size.customers],
    );
    await client.query(
      `INSERT INTO customer.ledger_entries (id, customer_id, source_type, source_id, delta, actor_id, created_at)
       SELECT gen_random_uuid(), customer_id, 'training-claim', id::text, -1, trainer_id::text, claimed_at
         FROM training.trainings WHERE status = 'completed'`,
    );

    await client.query(
      `WITH c AS (SELECT id, trainer_id, row_number() OVER (ORDER BY id) - 1 AS n FROM customer.customers),
            p AS (
              SELECT i, (ARRAY[5, 10, 20])[1 + i % 3] AS sessions,
                     now() - interval '36 months' + (i::float8 / $1) * interval '36 months' AS at
                FROM generate_series(0, $1 - 1) AS i)
       INSERT INTO payment.payments (id, customer_id, trainer_id, trainer_verified, amount_paid,
              num_of_trainings_paid_for, paid_at, status, credited_at, recorded_by, idempotency_key, request_hash)
       SELECT gen_random_uuid(), c.id, c.trainer_id, true, p.sessions * 80, p.sessions, p.at, 'credited',
              p.at, $3, 'seed-' || p.i, 'seed'
         FROM p JOIN c ON c.n = (p.i::bigint * 104729) % $2`,
      [size.payments, size.customers, options.adminId],
    );
    await client.query(
      `INSERT INTO customer.ledger_entries (id, customer_id, source_type, source_id, delta, amount_paid, paid_at, actor_id, created_at)
       SELECT gen_random_uuid(), customer_id, 'payment', id::text, num_of_trainings_paid_for, amount_paid, paid_at,
              recorded_by::text, paid_at
         FROM payment.payments`,
    );
    await client.query(
      `UPDATE customer.customers c SET num_of_trainings = s.total, first_paid_at = s.first_paid_at
         FROM (SELECT customer_id, sum(delta)::int AS total,
                      min(paid_at) FILTER (WHERE source_type = 'payment') AS first_paid_at
                 FROM customer.ledger_entries GROUP BY customer_id) s
        WHERE s.customer_id = c.id`,
    );
    await client.query('COMMIT');
    // As autovacuum leaves a table in steady use: statistics, visibility map, and GIN indexes'
    // pending entries merged (a fresh bulk load leaves them pending and search plans look costly).
    // The kept tables the trainings' triggers filled too: without a visibility map every
    // index-only count over `customer_sessions` read the table as well (148 ms, not 53, at 10×).
    await client.query(
      'VACUUM ANALYZE auth.users, customer.customers, customer.ledger_entries, training.trainings, training.customer_sessions, training.completed_by_trainer_month, payment.payments, payment.revenue_by_trainer_month',
    );

    const counts: Record<string, number> = {};
    for (const table of [
      'auth.users',
      'customer.customers',
      'customer.ledger_entries',
      'training.trainings',
      'payment.payments',
    ]) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      counts[table] = Number(rows[0]!.count);
    }
    return { trainerIds, trainerEmails, seconds: (performance.now() - started) / 1000, counts };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function insertCustomers(
  client: pg.Client,
  count: number,
  trainerIds: string[],
  icEncryptionKey: string,
): Promise<void> {
  const key = parseIcKey(icEncryptionKey);
  if (!key) throw new Error('the IC encryption key is not 32 bytes');
  const cipher = new IcCipher(key);
  const columns = {
    id: [] as string[],
    name: [] as string[],
    email: [] as string[],
    phone: [] as string[],
    dob: [] as string[],
    icEncrypted: [] as string[],
    icMasked: [] as string[],
    sex: [] as string[],
    joined: [] as string[],
    trainer: [] as string[],
  };
  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3_600_000;
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID();
    const ic = `S${String(1_000_000 + n)
      .padStart(7, '0')
      .slice(-7)}${String.fromCharCode(65 + (n % 26))}`;
    columns.id.push(id);
    columns.name.push(`Customer ${n + 1}`);
    columns.email.push(`customer${n + 1}@bench.example.com`);
    columns.phone.push(String(80_000_000 + n));
    columns.dob.push(
      `${1960 + (n % 45)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    );
    columns.icEncrypted.push(cipher.encrypt(ic, id));
    columns.icMasked.push(maskIc(ic));
    columns.sex.push(n % 2 ? 'Female' : 'Male');
    columns.joined.push(new Date(now - threeYears + (n / count) * threeYears).toISOString());
    columns.trainer.push(trainerIds[n % trainerIds.length]!);
  }
  await client.query(
    `INSERT INTO customer.customers (id, name, email, phone, date_of_birth, ic_encrypted, ic_masked, sex, date_joined, trainer_id, num_of_trainings, updated_at)
     SELECT id, name, email, phone, dob, ic_enc, ic_masked, sex, joined, trainer, 0, joined
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::uuid[])
         AS t(id, name, email, phone, dob, ic_enc, ic_masked, sex, joined, trainer)`,
    [
      columns.id,
      columns.name,
      columns.email,
      columns.phone,
      columns.dob,
      columns.icEncrypted,
      columns.icMasked,
      columns.sex,
      columns.joined,
      columns.trainer,
    ],
  );
}
