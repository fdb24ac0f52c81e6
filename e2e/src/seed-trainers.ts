import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { IcCipher, maskIc, parseIcKey } from '@studio/customer-service/domain/ic-cipher';

export interface SeededTrainer {
  _id: string;
  name: string;
  /** Completed trainings, all in the three months before this one. */
  completed: number;
}

/**
 * Adds trainers to a running portal's database by bulk SQL, as system-tests' `seedStudioChain`
 * does (a browser test of a chain cannot click 500 trainers into being): each trainer gets one
 * customer (IC encrypted with the portal's key) and `completedOf(index)` completed trainings over
 * the last three months, written through `training.trainings` so its triggers keep the counts.
 */
export async function seedTrainers(options: {
  databaseUrl: string;
  icEncryptionKey: string;
  /** The admin whose password hash the trainers share. */
  adminId: string;
  names: string[];
  completedOf: (index: number) => number;
}): Promise<SeededTrainer[]> {
  const key = parseIcKey(options.icEncryptionKey);
  if (!key) throw new Error('the portal has no IC encryption key');
  const cipher = new IcCipher(key);
  const trainers = options.names.map((name, index) => ({
    _id: randomUUID(),
    name,
    completed: options.completedOf(index),
    customerId: randomUUID(),
    email: `${randomUUID()}@chain.example.com`,
  }));
  const ic = 'S1234567D';
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO auth.users (id, name, email, "passwordHash", role, status, "dateCreated", "lastEdited")
       SELECT t.id, t.name, t.email, admin."passwordHash", 'trainer', 'active', now(), NULL
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, name, email)
         CROSS JOIN (SELECT "passwordHash" FROM auth.users WHERE id = $4) admin`,
      [
        trainers.map((t) => t._id),
        trainers.map((t) => t.name),
        trainers.map((t) => t.email),
        options.adminId,
      ],
    );
    await client.query(
      `INSERT INTO customer.customers (id, name, email, phone, date_of_birth, ic_encrypted, ic_masked, sex, date_joined, trainer_id, num_of_trainings, updated_at)
       SELECT t.id, t.name || '''s Customer', t.id || '@customers.example.com', '81234567', '1990-01-01',
              t.ic_enc, $4, 'Female', now() - interval '1 year', t.trainer, 0, now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $5::uuid[]) AS t(id, name, ic_enc, trainer)`,
      [
        trainers.map((t) => t.customerId),
        trainers.map((t) => t.name),
        trainers.map((t) => cipher.encrypt(ic, t.customerId)),
        maskIc(ic),
        trainers.map((t) => t._id),
      ],
    );
    // Whole days 10:00 local apart, in the three months before the current one.
    await client.query(
      `INSERT INTO training.trainings (id, customer_id, trainer_id, date_of_training, status, claimed_at, created_at, updated_at)
       SELECT gen_random_uuid(), t.customer, t.trainer, at, 'completed', at + interval '2 hours', at, at
         FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS t(customer, trainer, completed)
         CROSS JOIN LATERAL generate_series(1, t.completed) AS n
         CROSS JOIN LATERAL (
           SELECT date_trunc('month', now()) - (1 + n % 3) * interval '1 month'
                  + ((n / 3) % 27) * interval '1 day' + interval '2 hours' AS at) day`,
      [
        trainers.map((t) => t.customerId),
        trainers.map((t) => t._id),
        trainers.map((t) => t.completed),
      ],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return trainers.map(({ _id, name, completed }) => ({ _id, name, completed }));
}
