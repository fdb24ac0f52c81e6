import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUserIdentity } from '@studio/service-kit/identity-token';
import { ApiClient } from '@studio/system-tests/api-client';
import { ProcessPortal, type ProcessName } from '@studio/system-tests/process-portal';
import { newAccountDetails } from '@studio/system-tests/staff';
import { runLoad, type LoadFigures } from './load.js';
import { residentMegabytes } from './process-memory.js';
import { readCalls, type ReadCall, type Viewer } from './read-calls.js';
import { printReport, type BenchResults } from './report.js';
import { seedStudioChain } from './seed-studio-chain.js';
import { countSqlPerRequest } from './sql-per-request.js';
import { targets } from './targets.js';

const quick = process.argv.includes('--quick');
const timing = quick
  ? { warmupSeconds: 1, seconds: 3, mixedSeconds: 20 }
  : { warmupSeconds: 2, seconds: 6, mixedSeconds: 120 };
const connections = 10;
const serving: ProcessName[] = ['auth', 'customer', 'training', 'payment', 'bff'];
const resultsFile = path.join(import.meta.dirname, '..', 'results', 'latest.json');

const log = (line: string) => console.log(`[bench] ${line}`);

const portal = await ProcessPortal.create();
try {
  log(`starting ${serving.join(', ')} (logs: ${portal.logFile})`);
  await portal.start(...serving);
  const api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl);

  const adminDetails = newAccountDetails('Bench Admin');
  const registered = await api.call('POST', '/api/register', {
    body: { ...adminDetails, role: 'admin' },
  });
  if (registered.status !== 201)
    throw new Error(`registering the admin answered ${registered.status}`);
  const admin = registered.body as { token: string; user: { _id: string; name: string } };

  log('seeding the studio chain');
  const seeded = await seedStudioChain({
    databaseUrl: portal.settings.databaseUrl,
    adminId: admin.user._id,
    icEncryptionKey: portal.settings.env.service('customer').IC_ENCRYPTION_KEY!,
  });
  log(`seeded in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);

  const trainerLogin = { email: seeded.trainerEmails[0]!, password: adminDetails.password };
  const trainerAnswer = await api.call('POST', '/api/login', { body: trainerLogin });
  if (trainerAnswer.status !== 200)
    throw new Error(`trainer login answered ${trainerAnswer.status}`);
  const trainer = trainerAnswer.body as { token: string; user: { _id: string; name: string } };
  const people: Record<Viewer, { token: string; id: string; name: string; role: Viewer }> = {
    trainer: {
      token: trainer.token,
      id: trainer.user._id,
      name: trainer.user.name,
      role: 'trainer',
    },
    admin: { token: admin.token, id: admin.user._id, name: admin.user.name, role: 'admin' },
  };

  const calls = readCalls();
  log('counting SQL statements per request (services built in this process, same database)');
  const sql = await countSqlPerRequest({
    databaseUrl: portal.settings.databaseUrl,
    calls,
    logins: {
      trainer: trainerLogin,
      admin: { email: adminDetails.email, password: adminDetails.password },
    },
  });

  const load = new Map<ReadCall, { bff: LoadFigures; direct: LoadFigures }>();
  for (const call of calls) {
    const person = people[call.viewer];
    const bffTarget = {
      url: `${portal.bffUrl}${call.path}`,
      headers: { Authorization: `Bearer ${person.token}` },
    };
    const directTarget = async () => ({
      url: `${portal.serviceUrl(call.service)}${call.path}`,
      // What the BFF sends; valid for 60 s, so signed afresh for each run.
      headers: {
        'X-Studio-Identity': await signUserIdentity(
          { userId: person.id, role: person.role, name: person.name },
          portal.settings.internalTokenSecret,
        ),
      },
    });
    const measure = async (target: { url: string; headers: Record<string, string> }) => {
      await runLoad({ ...target, seconds: timing.warmupSeconds, connections });
      return runLoad({ ...target, seconds: timing.seconds, connections });
    };
    const direct = await measure(await directTarget());
    const bff = await measure(bffTarget);
    load.set(call, { bff, direct });
    log(
      `${call.name} as ${call.viewer}: BFF p50 ${bff.p50} ms p99 ${bff.p99} ms ${Math.round(bff.requestsPerSecond)} req/s; direct p50 ${direct.p50} ms ${Math.round(direct.requestsPerSecond)} req/s`,
    );
  }

  log(`mixed load through the BFF for ${timing.mixedSeconds} s, reading RSS of each process`);
  const rss = async () =>
    Object.fromEntries(
      await Promise.all(
        serving.map(async (name) => [name, await residentMegabytes(portal.pid(name))] as const),
      ),
    );
  const rssAtStart = await rss();
  const mixedPaths = calls.filter((call) => call.viewer === 'trainer').map((call) => call.path);
  const half = timing.mixedSeconds / 2;
  const firstHalf = await runLoad({
    url: portal.bffUrl,
    headers: { Authorization: `Bearer ${people.trainer.token}` },
    paths: mixedPaths,
    seconds: half,
    connections,
  });
  const rssAtHalf = await rss();
  const secondHalf = await runLoad({
    url: portal.bffUrl,
    headers: { Authorization: `Bearer ${people.trainer.token}` },
    paths: mixedPaths,
    seconds: half,
    connections,
  });
  await sleep(200);
  const rssAtEnd = await rss();

  const results: BenchResults = {
    when: new Date().toISOString(),
    quick,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    timing: { ...timing, connections },
    seeded: seeded.counts,
    seedSeconds: Math.round(seeded.seconds * 10) / 10,
    targets,
    calls: calls.map((call) => ({
      name: call.name,
      viewer: call.viewer,
      path: call.path,
      bff: load.get(call)!.bff,
      direct: load.get(call)!.direct,
      sql: sql.get(call)!,
    })),
    memory: {
      mixedSeconds: timing.mixedSeconds,
      requests: firstHalf.requests + secondHalf.requests,
      failures: firstHalf.failures + secondHalf.failures,
      rssMegabytes: Object.fromEntries(
        serving.map((name) => [
          name,
          { start: rssAtStart[name]!, half: rssAtHalf[name]!, end: rssAtEnd[name]! },
        ]),
      ),
    },
  };
  const previous = await fs
    .readFile(resultsFile, 'utf8')
    .then((text) => JSON.parse(text) as BenchResults)
    .catch(() => undefined);
  await fs.mkdir(path.dirname(resultsFile), { recursive: true });
  await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const missed = printReport(results, previous);
  log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
  if (missed.length > 0) {
    console.error(`\n[bench] ${missed.length} target(s) missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await portal.stop();
}
