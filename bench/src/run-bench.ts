import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUserIdentity } from '@studio/service-kit/identity-token';
import { ApiClient } from '@studio/system-tests/api-client';
import { ProcessPortal, type ProcessName } from '@studio/system-tests/process-portal';
import { newAccountDetails } from '@studio/system-tests/staff';
import { benchOptions } from './bench-options.js';
import { measureOverhead, type BffThreadFigures } from './bff-overhead.js';
import type { ProbeFigures, ProbeTarget } from './latency-probe.js';
import { runLoad, type LoadFigures } from './load.js';
import { measureWholeList } from './whole-list.js';
import { measureCustomersScreen } from './customers-screen.js';
import { measureProgress } from './progress.js';
import { measureSelfBooking } from './self-booking.js';
import { cpuMilliseconds, residentMegabytes } from './process-usage.js';
import { readCalls, type ReadCall, type Viewer } from './read-calls.js';
import { printProgress, printReport, printSelfBooking, type BenchResults } from './report.js';
import { seedStudioChain, studioChain } from '@studio/system-tests/seed-studio-chain';
import { countSqlPerRequest } from './sql-per-request.js';
import { serviceWarnings } from './service-warnings.js';
import { targets } from './targets.js';
import { round1 } from './round.js';

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
/** `--only bff-overhead`: the cheapest calls and a few typical screen calls, as the admin. */
const bffOverheadCalls = [
  'users waiting for approval',
  'trainer options',
  'customer options search',
  'stats summary',
  'payments page',
  'customers page',
];
const serving: ProcessName[] = ['auth', 'customer', 'training', 'payment', 'bff'];
const resultsDirectory = path.join(import.meta.dirname, '..', 'results');
const resultsFileOf = (chainScale: number) =>
  path.join(resultsDirectory, chainScale === 1 ? 'latest.json' : `latest-x${chainScale}.json`);
const resultsFile = resultsFileOf(scale);

const log = (line: string) => console.log(`[bench] ${line}`);

/** The machine a run was measured on, with its load average from `loadAverageAtStart` to now. */
const machineSince = (loadAverageAtStart: number[]) => ({
  cpus: os.cpus().length,
  node: process.version,
  loadAverage: { atStart: loadAverageAtStart.map(round1), atEnd: os.loadavg().map(round1) },
});
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

/**
 * The V8 heap ceiling of every served process (MB). Left to itself, Node sizes it from the host's
 * memory (4.3 GB on these 24 GB machines), and V8 then lets garbage reach about four times the live
 * heap before a full collection: the customer service's RSS rose ~100 MB streaming whole lists with
 * a live heap that stayed at ~45 MB. In production each process runs in a pod of 384 or 512 MiB,
 * which bounds its heap; 512 is no less than any pod gives, so nothing that fits there fails here.
 */
const heapCeilingMegabytes = 512;

const portal = await ProcessPortal.create();
try {
  const nodeOptions = [process.env.NODE_OPTIONS, `--max-old-space-size=${heapCeilingMegabytes}`];
  for (const name of serving)
    portal.setEnv(name, { NODE_OPTIONS: nodeOptions.filter(Boolean).join(' ') });
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
      trainingPid: portal.pid('training'),
      probeSeconds: quick ? 3 : 10,
      // The first answers run the slot code before V8 has optimised it (20-90 ms against a p50 of
      // 10-16 here): a second of untimed requests first, as autocannon's warm-up does.
      warmUpSeconds: 1,
    });
    log(`self-booking: ${JSON.stringify(figures)}`);
    return figures;
  };

  const measureProgressEntry = async () => {
    log("progress (issue 30): 50 phone photos uploaded, then a customer's /me in Chromium");
    const figures = await measureProgress({
      api,
      settings: portal.settings,
      bffUrl: portal.bffUrl,
      customerPid: portal.pid('customer'),
      trainer: { ...people.trainer, ...trainerLogin, role: 'trainer' },
      admin: { ...people.admin, ...adminDetails, role: 'admin' },
      uploads: 50,
      runs: quick ? 2 : 5,
    });
    log(`progress: ${JSON.stringify(figures)}`);
    return figures;
  };

  const measureWholeListEntry = async () => {
    log('the whole customers list for the admin, one at a time and 10 at a time');
    const figures = await measureWholeList({
      url: portal.bffUrl,
      path: '/api/customers',
      headers: { Authorization: `Bearer ${people.admin.token}` },
      runs: quick ? 3 : 5,
      streams: 20,
      connections,
      watched: { bff: portal.pid('bff'), customer: portal.pid('customer') },
    });
    log(`whole customers list: ${JSON.stringify(figures)}`);
    return figures;
  };

  /**
   * A read call through the BFF (the viewer's session token) and straight to its service (the
   * identity the BFF would send: valid for 60 s, so signed afresh for each run).
   */
  const targetsOf = (call: ReadCall) => {
    const person = people[call.viewer];
    const bffTarget = {
      url: `${portal.bffUrl}${call.path}`,
      headers: { Authorization: `Bearer ${person.token}` },
    };
    const directTarget = async () => ({
      url: `${portal.serviceUrl(call.service)}${call.path}`,
      headers: {
        'X-Studio-Identity': await signUserIdentity(
          { userId: person.id, role: person.role, name: person.name },
          portal.settings.internalTokenSecret,
        ),
      },
    });
    return { bffTarget, directTarget };
  };

  /**
   * The BFF's cost alone, on the calls of `bffOverheadCalls`: at one connection what it adds at
   * p50 with its main thread's CPU and run-queue wait per request, then at ten connections its
   * throughput and CPU per request beside the service's own.
   */
  const measureBffOverheadEntry = async () => {
    const figures = [];
    for (const call of readCalls(seeded.trainerIds[0]!).filter(
      (each) => each.viewer === 'admin' && bffOverheadCalls.includes(each.name),
    )) {
      const { bffTarget, directTarget } = targetsOf(call);
      await runLoad({ ...(await directTarget()), seconds: timing.warmupSeconds, connections: 1 });
      await runLoad({ ...bffTarget, seconds: timing.warmupSeconds, connections: 1 });
      const overhead = await measureOverhead(directTarget, bffTarget, {
        rounds: quick ? 5 : 9,
        seconds: timing.overhead.seconds,
        bffPid: portal.pid('bff'),
      });
      const atTen = async (target: ProbeTarget, pid: number) => {
        const cpuBefore = await cpuMilliseconds(pid);
        const throughput = await runLoad({ ...target, seconds: timing.seconds, connections });
        const cpuUsed = (await cpuMilliseconds(pid)) - cpuBefore;
        return {
          requestsPerSecond: Math.round(throughput.requestsPerSecond),
          cpuMsPerRequest: round2(cpuUsed / Math.max(1, throughput.requests)),
        };
      };
      const direct = await atTen(await directTarget(), portal.pid(call.service));
      const bff = await atTen(bffTarget, portal.pid('bff'));
      const entry = {
        name: call.name,
        path: call.path,
        directP50Ms: overhead.direct.p50,
        bffP50Ms: overhead.bff.p50,
        addedP50Ms: overhead.addedP50Ms,
        addedP50MsEach: overhead.rounds.map((round) => round2(round.bff.p50 - round.direct.p50)),
        bffThread: overhead.bffThread,
        atTenConnections: {
          direct,
          bff,
          bffShare: round2(bff.requestsPerSecond / direct.requestsPerSecond),
        },
        loadAverage: round1(os.loadavg()[0]!),
      };
      log(`bff-overhead ${JSON.stringify(entry)}`);
      figures.push(entry);
    }
    return figures;
  };

  /** Each read call straight to its service and through the BFF: latency, throughput, CPU. */
  const measureReadCalls = async (calls: ReadCall[]) => {
    type Throughput = { throughput: LoadFigures; cpuMsPerRequest: number };
    const load = new Map<
      ReadCall,
      {
        bff: Measured;
        direct: Measured;
        addedP50Ms: number;
        overheadRounds: OverheadRound[];
        bffThread?: BffThreadFigures;
      }
    >();
    type Measured = Throughput & { latency: ProbeFigures };
    type OverheadRound = { direct: number; bff: number };
    for (const call of calls) {
      const { bffTarget, directTarget } = targetsOf(call);
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
      const overhead = await measureOverhead(directTarget, bffTarget, {
        ...timing.overhead,
        bffPid: portal.pid('bff'),
      });
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
        ...(overhead.bffThread ? { bffThread: overhead.bffThread } : {}),
      });
      log(
        `${call.name} as ${call.viewer}: BFF adds ${overhead.addedP50Ms} ms at p50 (median of ${overhead.rounds.length} rounds); ` +
          `BFF p50 ${bff.latency.p50} ms p99 ${bff.latency.p99} ms ${Math.round(bff.throughput.requestsPerSecond)} req/s; ` +
          `direct p50 ${direct.latency.p50} ms p99 ${direct.latency.p99} ms ${Math.round(direct.throughput.requestsPerSecond)} req/s`,
      );
    }
    return load;
  };

  if (only) {
    const loadAverageBeforeEntry = os.loadavg();
    const measureReadCallsEntry = async () => {
      const calls = readCalls(seeded.trainerIds[0]!);
      const load = await measureReadCalls(calls);
      return calls.map((call) => ({ ...call, ...load.get(call)! }));
    };
    const figures =
      only === 'self-booking'
        ? { selfBooking: await measureSelfBookingEntry() }
        : only === 'read-calls'
          ? { calls: await measureReadCallsEntry() }
          : only === 'whole-list'
            ? { wholeList: await measureWholeListEntry() }
            : only === 'bff-overhead'
              ? { bffOverhead: await measureBffOverheadEntry() }
              : { progress: await measureProgressEntry() };
    const results = {
      when: new Date().toISOString(),
      quick,
      scale,
      machine: machineSince(loadAverageBeforeEntry),
      seeded: seeded.counts,
      seedSeconds: round1(seeded.seconds),
      targets,
      ...figures,
    };
    const file = path.join(
      resultsDirectory,
      scale === 1 ? `${only}.json` : `${only}-x${scale}.json`,
    );
    await fs.mkdir(resultsDirectory, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    const missed =
      only === 'self-booking'
        ? printSelfBooking(results)
        : only === 'progress'
          ? { missed: printProgress(results), regressions: [] }
          : { missed: [], regressions: [] };
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

    const progress = await measureProgressEntry();

    const selfBooking = await measureSelfBookingEntry();

    const loadAverageAtStart = os.loadavg();
    const load = await measureReadCalls(calls);

    const wholeList = await measureWholeListEntry();

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
    // A process meeting a new mix of calls grows to a working size once (V8 widens its young
    // generation with the allocation rate): a quarter of the time at the same load first, so the
    // halves compare that working size, which a leak would keep raising.
    const warmUp = await runLoad({
      url: portal.bffUrl,
      headers: { Authorization: `Bearer ${people.trainer.token}` },
      paths: mixedPaths,
      seconds: timing.mixedSeconds / 4,
      connections,
    });
    const rssAfterWarmUp = await rss();
    const firstHalf = await halfUnderLoad();
    const secondHalf = await halfUnderLoad();

    const results: BenchResults = {
      when: new Date().toISOString(),
      quick,
      scale,
      machine: machineSince(loadAverageAtStart),
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
        ...(load.get(call)!.bffThread ? { bffThread: load.get(call)!.bffThread } : {}),
        sql: sql.get(call)!,
      })),
      customersScreen,
      progress,
      selfBooking,
      wholeList,
      serviceWarnings: await serviceWarnings(portal.logFile),
      memory: {
        mixedSeconds: timing.mixedSeconds,
        warmUpSeconds: timing.mixedSeconds / 4,
        requests: warmUp.requests + firstHalf.figures.requests + secondHalf.figures.requests,
        failures: warmUp.failures + firstHalf.figures.failures + secondHalf.figures.failures,
        rssMegabytes: Object.fromEntries(
          serving.map((name) => [
            name,
            {
              start: rssAtStart[name]!,
              afterWarmUp: rssAfterWarmUp[name]!,
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
