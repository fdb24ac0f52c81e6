import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUserIdentity } from '@studio/service-kit/identity-token';
import { ApiClient } from '@studio/system-tests/api-client';
import { ProcessPortal, type ProcessName } from '@studio/system-tests/process-portal';
import { newAccountDetails } from '@studio/system-tests/staff';
import { benchOptions } from './bench-options.js';
import { measureOverhead } from './bff-overhead.js';
import type { ProbeFigures } from './latency-probe.js';
import { runLoad, type LoadFigures } from './load.js';
import { measureWholeList } from './whole-list.js';
import { measureCustomersScreen } from './customers-screen.js';
import { measureProgress } from './progress.js';
import { measureSelfBooking } from './self-booking.js';
import { cpuMilliseconds, residentMegabytes } from './process-usage.js';
import { readCalls, type ReadCall, type Viewer } from './read-calls.js';
import { printReport, printSelfBooking, type BenchResults } from './report.js';
import { seedStudioChain, studioChain } from '@studio/system-tests/seed-studio-chain';
import { countSqlPerRequest } from './sql-per-request.js';
import { serviceWarnings } from './service-warnings.js';
import { targets } from './targets.js';

const { quick, scale, only } = (() => {
  try {
    return benchOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();
// Latency is read with one connection (what one person waits, without queueing behind the load
// generator's other connections); throughput with ten.
// The BFF's share of the latency: `overhead.rounds` rounds of direct then through the BFF.
const timing = quick
  ? { warmupSeconds: 1, seconds: 2, mixedSeconds: 20, overhead: { rounds: 3, seconds: 1 } }
  : { warmupSeconds: 1, seconds: 5, mixedSeconds: 120, overhead: { rounds: 5, seconds: 2 } };
// `--scale 10` seeds ten times the chain (500 trainers, 100k customers, 1M trainings, 300k
// payments) and writes its own results file, compared with the last 1× run.
const connections = 10;
const serving: ProcessName[] = ['auth', 'customer', 'training', 'payment', 'bff'];
const resultsDirectory = path.join(import.meta.dirname, '..', 'results');
const resultsFileOf = (chainScale: number) =>
  path.join(resultsDirectory, chainScale === 1 ? 'latest.json' : `latest-x${chainScale}.json`);
const resultsFile = resultsFileOf(scale);

const log = (line: string) => console.log(`[bench] ${line}`);
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Waits for one more answer from the target: autocannon stops sending at the end of a run, but
 * requests it left queued (seconds of work for the chain-wide lists) would otherwise slow the next.
 */
async function drained(target: { url: string; headers: Record<string, string> }): Promise<void> {
  const response = await fetch(target.url, {
    headers: target.headers,
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
}

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
    size: {
      trainers: studioChain.trainers * scale,
      customers: studioChain.customers * scale,
      trainings: studioChain.trainings * scale,
      payments: studioChain.payments * scale,
    },
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

  const measureSelfBookingEntry = async () => {
    log('self-booking (issue 26): 28 days of slots, then 100 customers booking at once');
    const figures = await measureSelfBooking({
      api,
      settings: portal.settings,
      trainingUrl: portal.serviceUrl('training'),
      admin: people.admin,
      trainerId: seeded.trainerIds[0]!,
      probeSeconds: quick ? 3 : 10,
    });
    log(`self-booking: ${JSON.stringify(figures)}`);
    return figures;
  };

  if (only === 'self-booking') {
    const loadAverageBeforeEntry = os.loadavg();
    const selfBooking = await measureSelfBookingEntry();
    const results = {
      when: new Date().toISOString(),
      quick,
      scale,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: {
          atStart: loadAverageBeforeEntry.map(round1),
          atEnd: os.loadavg().map(round1),
        },
      },
      seeded: seeded.counts,
      seedSeconds: round1(seeded.seconds),
      targets,
      selfBooking,
    };
    const file = path.join(
      resultsDirectory,
      scale === 1 ? 'self-booking.json' : `self-booking-x${scale}.json`,
    );
    await fs.mkdir(resultsDirectory, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    const missed = printSelfBooking(results);
    log(
      `results written to ${path.relative(process.cwd(), file)} (load average ${results.machine.loadAverage.atEnd.join(' ')} on ${os.cpus().length} CPUs)`,
    );
    if (missed.missed.length > 0)
      console.warn(`\n[bench] target missed:\n  ${missed.missed.join('\n  ')}`);
    if (missed.regressions.length > 0) {
      console.error(`\n[bench] FAILED:\n  ${missed.regressions.join('\n  ')}`);
      process.exitCode = 1;
    }
  } else {
    const calls = readCalls(seeded.trainerIds[0]!);
    log('counting SQL statements per request (services built in this process, same database)');
    const sql = await countSqlPerRequest({
      databaseUrl: portal.settings.databaseUrl,
      calls,
      logins: {
        trainer: trainerLogin,
        admin: { email: adminDetails.email, password: adminDetails.password },
      },
    });

    // Before the load runs, so the browser has the machine to itself.
    log('timing the admin customers screen in Chromium');
    const customersScreen = await measureCustomersScreen({
      bffUrl: portal.bffUrl,
      edgePort: portal.settings.ports.edge,
      admin: { email: adminDetails.email, password: adminDetails.password },
      runs: quick ? 2 : 5,
    });
    log(`customers screen: ${JSON.stringify(customersScreen)}`);

    log("progress (issue 30): 50 phone photos uploaded, then a customer's /me in Chromium");
    const progress = await measureProgress({
      api,
      settings: portal.settings,
      bffUrl: portal.bffUrl,
      customerPid: portal.pid('customer'),
      trainer: { ...people.trainer, ...trainerLogin, role: 'trainer' },
      admin: { ...people.admin, ...adminDetails, role: 'admin' },
      uploads: 50,
      runs: quick ? 2 : 5,
    });
    log(`progress: ${JSON.stringify(progress)}`);

    const selfBooking = await measureSelfBookingEntry();

    type Throughput = { throughput: LoadFigures; cpuMsPerRequest: number };
    const load = new Map<
      ReadCall,
      { bff: Measured; direct: Measured; addedP50Ms: number; overheadRounds: OverheadRound[] }
    >();
    type Measured = Throughput & { latency: ProbeFigures };
    type OverheadRound = { direct: number; bff: number };
    const loadAverageAtStart = os.loadavg();
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
      const throughputOf = async (
        target: () => Promise<{ url: string; headers: Record<string, string> }>,
        process: ProcessName,
      ): Promise<Throughput> => {
        await drained(await target());
        const cpuBefore = await cpuMilliseconds(portal.pid(process));
        const throughput = await runLoad({
          ...(await target()),
          seconds: timing.seconds,
          connections,
        });
        const cpuUsed = (await cpuMilliseconds(portal.pid(process))) - cpuBefore;
        const cpuMsPerRequest = throughput.requests > 0 ? round2(cpuUsed / throughput.requests) : 0;
        return { throughput, cpuMsPerRequest };
      };
      await runLoad({ ...(await directTarget()), seconds: timing.warmupSeconds, connections: 1 });
      await runLoad({ ...bffTarget, seconds: timing.warmupSeconds, connections: 1 });
      await drained(bffTarget);
      const overhead = await measureOverhead(directTarget, bffTarget, timing.overhead);
      const direct = {
        latency: overhead.direct,
        ...(await throughputOf(directTarget, call.service)),
      };
      const bff = { latency: overhead.bff, ...(await throughputOf(async () => bffTarget, 'bff')) };
      load.set(call, {
        bff,
        direct,
        addedP50Ms: overhead.addedP50Ms,
        overheadRounds: overhead.rounds.map((round) => ({
          direct: round.direct.p50,
          bff: round.bff.p50,
        })),
      });
      log(
        `${call.name} as ${call.viewer}: BFF adds ${overhead.addedP50Ms} ms at p50 (median of ${overhead.rounds.length} rounds); ` +
          `BFF p50 ${bff.latency.p50} ms p99 ${bff.latency.p99} ms ${Math.round(bff.throughput.requestsPerSecond)} req/s; ` +
          `direct p50 ${direct.latency.p50} ms p99 ${direct.latency.p99} ms ${Math.round(direct.throughput.requestsPerSecond)} req/s`,
      );
    }

    log('the whole customers list for the admin, one at a time and 10 at a time');
    const wholeList = await measureWholeList({
      url: portal.bffUrl,
      path: '/api/customers',
      headers: { Authorization: `Bearer ${people.admin.token}` },
      runs: quick ? 3 : 5,
      streams: 20,
      connections,
      watched: { bff: portal.pid('bff'), customer: portal.pid('customer') },
    });
    log(`whole customers list: ${JSON.stringify(wholeList)}`);

    log(`mixed load through the BFF for ${timing.mixedSeconds} s, reading RSS of each process`);
    const rss = async () =>
      Object.fromEntries(
        await Promise.all(
          serving.map(async (name) => [name, await residentMegabytes(portal.pid(name))] as const),
        ),
      );
    // RSS rises and falls with garbage collection: sample it through each half of the load and
    // compare the halves' lowest readings (what stays after a collection), not single points.
    const mixedPaths = calls.filter((call) => call.viewer === 'trainer').map((call) => call.path);
    const halfUnderLoad = async () => {
      const samples: Record<string, number>[] = [];
      const load = runLoad({
        url: portal.bffUrl,
        headers: { Authorization: `Bearer ${people.trainer.token}` },
        paths: mixedPaths,
        seconds: timing.mixedSeconds / 2,
        connections,
      });
      let running = true;
      void load.finally(() => (running = false));
      // The first reading comes one interval in, once the load has warmed the process up.
      const interval = Math.min(5000, (timing.mixedSeconds * 1000) / 20);
      for (await sleep(interval); running; await sleep(interval)) samples.push(await rss());
      if (samples.length === 0) samples.push(await rss());
      const figures = await load;
      const lowest = (name: string) => Math.min(...samples.map((sample) => sample[name]!));
      const highest = (name: string) => Math.max(...samples.map((sample) => sample[name]!));
      return { figures, lowest, highest };
    };
    const rssAtStart = await rss();
    const firstHalf = await halfUnderLoad();
    const secondHalf = await halfUnderLoad();

    const results: BenchResults = {
      when: new Date().toISOString(),
      quick,
      scale,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: { atStart: loadAverageAtStart.map(round1), atEnd: os.loadavg().map(round1) },
      },
      timing: { ...timing, connections },
      seeded: seeded.counts,
      seedSeconds: Math.round(seeded.seconds * 10) / 10,
      targets,
      calls: calls.map((call) => ({
        name: call.name,
        purpose: call.purpose,
        ...(call.sqlChunks ? { sqlChunks: call.sqlChunks } : {}),
        viewer: call.viewer,
        path: call.path,
        bff: load.get(call)!.bff,
        direct: load.get(call)!.direct,
        addedP50Ms: load.get(call)!.addedP50Ms,
        overheadRounds: load.get(call)!.overheadRounds,
        sql: sql.get(call)!,
      })),
      customersScreen,
      progress,
      selfBooking,
      wholeList,
      serviceWarnings: await serviceWarnings(portal.logFile),
      memory: {
        mixedSeconds: timing.mixedSeconds,
        requests: firstHalf.figures.requests + secondHalf.figures.requests,
        failures: firstHalf.figures.failures + secondHalf.figures.failures,
        rssMegabytes: Object.fromEntries(
          serving.map((name) => [
            name,
            {
              start: rssAtStart[name]!,
              firstHalf: { lowest: firstHalf.lowest(name), highest: firstHalf.highest(name) },
              secondHalf: { lowest: secondHalf.lowest(name), highest: secondHalf.highest(name) },
            },
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
    const atOneScale =
      scale === 1
        ? undefined
        : await fs
            .readFile(resultsFileOf(1), 'utf8')
            .then((text) => JSON.parse(text) as BenchResults)
            .catch(() => undefined);
    const missed = printReport(results, previous, atOneScale);
    log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
    if (missed.timing.length > 0) {
      console.warn(
        `\n[bench] ${missed.timing.length} timing or memory target(s) missed ` +
          `(load average now ${round1(os.loadavg()[0]!)} on ${os.cpus().length} CPUs):\n  ${missed.timing.join('\n  ')}`,
      );
    }
    if (missed.regressions.length > 0) {
      console.error(
        `\n[bench] FAILED: ${missed.regressions.length} call(s) over the SQL budget or failing:\n  ${missed.regressions.join('\n  ')}`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  await portal.stop();
}
