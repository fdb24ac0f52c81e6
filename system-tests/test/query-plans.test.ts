import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { seedStudioChain } from '../src/seed-studio-chain.js';
import { SqlStatementRecorder, type RecordedStatement } from '../src/sql-statement-recorder.js';
import { logIn, newAccountDetails } from '../src/staff.js';

// The paged lists and the statistics the staff screens read, as PostgreSQL plans it over a seeded chain
// (big enough that a missing index shows as a sequential scan): none may read a whole table of
// customers, trainings, payments or ledger entries.
const watchedTables = ['customers', 'trainings', 'payments', 'ledger_entries'];
const chain = { trainers: 20, customers: 4_000, trainings: 40_000, payments: 12_000 };

/** The Reports screen's default range: the twelve Singapore months up to the current one. */
const lastTwelveMonths = (() => {
  const singapore = new Date(Date.now() + 8 * 3_600_000);
  const month = (back: number) =>
    new Date(Date.UTC(singapore.getUTCFullYear(), singapore.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7);
  return `from=${month(11)}&to=${month(0)}`;
})();

/** The schedule's default view: the week around now. */
const thisWeek = (() => {
  const day = 86_400_000;
  const at = (offset: number) => encodeURIComponent(new Date(Date.now() + offset).toISOString());
  return `from=${at(-3 * day)}&to=${at(4 * day)}`;
})();

const customerSorts = [
  'name',
  'email',
  'phone',
  'dateOfBirth',
  'sex',
  'dateJoined',
  'numOfTrainings',
  'trainer',
  'paymentHistory',
];
const listReads = [
  ...customerSorts.flatMap((sort) => [
    `/api/customers?limit=50&sort=${sort}`,
    `/api/customers?limit=50&sort=${sort}&order=desc`,
  ]),
  '/api/customers?limit=50&q=customer1234',
  '/api/customers?limit=50&q=trainer%201',
  '/api/customers?limit=50&sort=name&q=bench.example',
  '/api/unclaimedtraining?limit=50',
  '/api/unclaimedtraining?limit=50&order=asc',
  `/api/training?${thisWeek}&limit=300&trainerId={trainer}`,
  '/api/customers/options?q=customer12&limit=20',
  '/api/customers/options?trainerId={trainer}&limit=200',
  '/api/payments?limit=50',
  '/api/payments?limit=50&sort=amountPaid&order=desc',
  '/api/training/stats/summary',
  '/api/training/stats/trainers',
  '/api/training/stats/trainer-counts',
  // The Training Stats table's page: every trainer's kept counts, sorted and cut in the service.
  '/api/training/stats/trainer-counts?limit=50&sort=pastCount&order=desc',
  // The searchable trainer filter.
  '/api/users/options?q=trainer%201&limit=50',
  '/api/training/stats/trainers/{trainer}/scheduled',
  '/api/training/stats/trainers/{trainer}/completed',
  '/api/training/stats/trainers/{trainer}/upcoming',
  // The Reports screen over twelve months (the trainer's own pay; the rest are admins').
  `/api/reports/trainer-pay?${lastTwelveMonths}`,
  // Kept as trainings are claimed: completed counts per trainer and month (a trainer's own chart
  // recounts their customers' trainings through `trainings_completed_by_customer`).
  '/api/training/stats/completed-by-month',
  // Not yet: the whole (un-paged) `/api/payments` looks up every customer it names.
  // `/api/reports/liability` sums every package's ledger entries up to now (one pass over them,
  // rightly read whole); it needs monthly figures kept as entries are written.
  // `/api/training?<this week>&limit=300` (an admin's whole chain): its own read is an index scan,
  // but the customer service's names of its up to 300 customers (`id = ANY(...) ORDER BY name`)
  // are read with a sequential scan of this chain's 4,000 customers, as for the retention report.
  // `/api/reports/retention` reads kept first sessions now, but the customer service's names of its
  // up to 100 lapsed customers (`id = ANY(...) ORDER BY name`) are read with a sequential scan of
  // this chain's 4,000 customers, which PostgreSQL prices below 100 index lookups.
];

const adminOnlyReads = [
  '/api/users?limit=50&sort=name',
  '/api/users?limit=50&q=trainer',
  ...['revenue', 'sessions'].map((report) => `/api/reports/${report}?${lastTwelveMonths}`),
];

const recorder = new SqlStatementRecorder();
let portal: InProcessPortal;
let api: ApiClient;
let database: pg.Client;
const tokens: Record<'admin' | 'trainer', string> = { admin: '', trainer: '' };
let seededTrainerId = '';

beforeAll(async () => {
  recorder.install();
  portal = await startInProcessPortal({ sqlCounter: recorder });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl);
  const adminDetails = newAccountDetails('Plan Admin');
  const registered = await api.call('POST', '/api/register', {
    body: { ...adminDetails, role: 'admin' },
  });
  expect(registered.status).toBe(201);
  const admin = registered.body as { token: string; user: { _id: string } };
  const seeded = await seedStudioChain({
    databaseUrl: portal.settings.databaseUrl,
    adminId: admin.user._id,
    icEncryptionKey: portal.settings.env.service('customer').IC_ENCRYPTION_KEY!,
    size: chain,
  });
  tokens.admin = admin.token;
  seededTrainerId = seeded.trainerIds[0]!;
  tokens.trainer = await logIn(api, {
    email: seeded.trainerEmails[0]!,
    password: adminDetails.password,
  });
  database = new pg.Client({ connectionString: portal.settings.databaseUrl });
  await database.connect();
}, 180_000);

afterAll(async () => {
  await database?.end();
  await portal?.stop();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && watchedTables.includes(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

async function planOf(statement: RecordedStatement): Promise<PlanNode> {
  await database.query(`SET search_path TO "${statement.schema}"`);
  const { rows } = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${statement.sql}`,
    statement.bind,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

async function planText(statement: RecordedStatement): Promise<string> {
  await database.query(`SET search_path TO "${statement.schema}"`);
  const { rows } = await database.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ${statement.sql}`,
    statement.bind,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('query plans of the staff lists over a seeded chain', () => {
  let sequence = 0;
  for (const viewer of ['admin', 'trainer'] as const) {
    it.each(viewer === 'admin' ? [...listReads, ...adminOnlyReads] : listReads)(
      `read %s as ${viewer} without a sequential scan`,
      async (path) => {
        sequence += 1;
        const requestId = `plan-${viewer}-${sequence}`;
        const answer = await api.call('GET', path.replace('{trainer}', seededTrainerId), {
          token: tokens[viewer],
          headers: { 'X-Request-Id': requestId },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const selects = recorder
          .statementsFor(requestId)
          .filter((statement) => /^\s*(SELECT|WITH)/i.test(statement.sql));
        expect(selects.length).toBeGreaterThan(0);
        const scans: string[] = [];
        for (const statement of selects) {
          const found = sequentialScans(await planOf(statement));
          if (found.length > 0)
            scans.push(`${found.join(', ')} in: ${statement.sql}\n${await planText(statement)}`);
        }
        expect(scans).toEqual([]);
      },
    );
  }
});
