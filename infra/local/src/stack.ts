import http from 'node:http';
import { createFrontServer } from '@studio/service-kit/front-server';
import type { RunnerConfig } from './config.js';
import { postgresAnswers, startEmbeddedPostgres } from './embedded-postgres.js';
import { createEdge, type Edge, type RemotesConfig } from './edge/create-edge-app.js';
import type { Flavour } from './flavour.js';
import { findFreePort, findFreePorts, isPortFree } from './free-port.js';
import type { LogSink } from './log.js';
import { formatPinoLine } from './pino-line.js';
import { processEnvironments, type StackPorts } from './process-environments.js';
import { Migrations } from './migrations.js';
import { ProcessGroup } from './process-group.js';
import type { RestartPolicy } from './restart-policy.js';
import { backupDirOf } from './backup/backup-files.js';
import { DailyBackups } from './backup/daily-backups.js';
import { icKeyFingerprint } from './backup/ic-key-fingerprint.js';
import { redisAnswers } from '@studio/service-kit/redis-answers';
import { ensureRedis } from './redis.js';
import { productionFlavour } from './production-flavour.js';
import { answers } from './readiness.js';
import { serviceNames, servicesWithLedgerWorker } from './repo-paths.js';
import { generateInternalTokenSecret, readOrCreateIcEncryptionKey } from './secrets.js';

export interface StackOptions {
  /** Ports of 0 are replaced by free ones (tests run beside other runs). */
  config: RunnerConfig;
  sink: LogSink;
  /** Served as `/remotes.json` instead of the shell's build output. */
  remotesJson?: RemotesConfig;
  /** Aborting it stops whatever has started so far and makes the start reject. */
  signal?: AbortSignal;
  /** `productionFlavour` (the default, as `npm start`) or `developmentFlavour` (`npm run dev`). */
  flavour?: Flavour;
  /** The environment every process starts from (default: the runner's own). */
  baseEnv?: NodeJS.ProcessEnv;
  /** See `ProcessGroupOptions.detached`. */
  detached?: boolean;
  /** How processes are restarted (tests shorten it); `defaultRestartPolicy` when unset. */
  restartPolicy?: RestartPolicy;
  /** Take a backup of the database once a day while running (`npm start`, `npm run dev`). */
  dailyBackups?: boolean;
}

export interface ProcessExit {
  name: string;
  /** What happened, e.g. `customer stopped (exit code 1): 5 failures within 120 s, ...`. */
  description: string;
}

export interface RunningStack {
  /** The one origin of the portal, e.g. `http://localhost:3000`. */
  url: string;
  ports: StackPorts;
  databaseUrl: string;
  /** The secret the services verify identity tokens with (tests sign a caller's identity with it). */
  internalTokenSecret: string;
  /**
   * Settles when a process of the stack keeps stopping on its own after start-up and the runner
   * gives up restarting it (a single crash is restarted and never settles this).
   */
  unexpectedExit: Promise<ProcessExit>;
  /** The process id of one of the stack's processes (`customer`, `payment-worker`, `bff`, ...). */
  pidOf(name: string): number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the whole product, as `npm start` (production build) or `npm run dev` does: PostgreSQL
 * (given or embedded), Redis, each service's migrations, the services, the mail worker, the BFF,
 * the frontends and the edge. Rejects (after stopping whatever it started) when a piece fails.
 */
export async function startStack({
  config,
  sink,
  remotesJson,
  signal,
  flavour = productionFlavour,
  baseEnv = process.env,
  detached = true,
  restartPolicy,
  dailyBackups = false,
}: StackOptions): Promise<RunningStack> {
  let reportExit: (exit: ProcessExit) => void = () => undefined;
  const unexpectedExit = new Promise<ProcessExit>((resolve) => {
    reportExit = resolve;
  });
  const restarting = new Set<string>();
  let dependencies: { databaseUrl: string; redisUrl: string } | undefined;
  const group = new ProcessGroup(
    sink,
    (name, reason) => {
      reportExit({ name, description: reason });
    },
    {
      baseEnv,
      detached,
      restartPolicy,
      onRestarting: (name) => restarting.add(name),
      onServing: (name) => restarting.delete(name),
      dependenciesAnswer: async () =>
        dependencies !== undefined &&
        (await postgresAnswers(dependencies.databaseUrl)) &&
        (await redisAnswers(dependencies.redisUrl)),
    },
  );
  let edge: Edge | undefined;
  let server: http.Server | undefined;
  let backups: DailyBackups | undefined;
  const stop = async (): Promise<void> => {
    await backups?.stop();
    if (server) await closeServer(server);
    edge?.close();
    await group.stopAll();
  };

  signal?.addEventListener('abort', () => void group.stopAll(), { once: true });

  try {
    const ports = await resolvePorts(config);
    await flavour.prepare(group, sink);
    const publicBaseUrl = config.publicBaseUrl ?? `http://localhost:${ports.edge}`;
    const databaseUrl =
      config.databaseUrl ?? (await startEmbeddedPostgres(config.dataDir, group, sink));
    await ensureRedis(config.redisUrl, group, sink);
    dependencies = { databaseUrl, redisUrl: config.redisUrl };
    const icEncryptionKey = await readOrCreateIcEncryptionKey(config.dataDir);
    const internalTokenSecret = generateInternalTokenSecret();
    const env = processEnvironments({
      ports,
      databaseUrl,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      publicBaseUrl,
      businessTimeZone: config.businessTimeZone,
      logLevel: config.logLevel,
      nodeEnv: config.nodeEnv,
      internalTokenSecret,
      icEncryptionKey,
    });

    const migrations = new Migrations((name) =>
      group.run({
        name: `${name}-migrate`,
        ...flavour.nodeProcess(`services/${name}`, 'migrate'),
        env: env.migration(),
        formatLine: formatPinoLine,
      }),
    );
    // One after another: migrations may create shared things (extensions) that race when parallel.
    for (const name of serviceNames) await migrations.run(name);

    await Promise.all([
      ...serviceNames.map((name) =>
        group.start({
          name,
          ...flavour.nodeProcess(`services/${name}`, 'server'),
          env: env.service(name),
          formatLine: formatPinoLine,
          isReady: () => answers(`http://127.0.0.1:${ports.services[name]}/readyz`),
          beforeRestart: () => migrations.run(name),
        }),
      ),
      group.start({
        name: 'mailer',
        ...flavour.nodeProcess('services/mailer', 'worker'),
        env: env.mailer(),
        formatLine: formatPinoLine,
        isReady: () => answers(`http://127.0.0.1:${ports.mailer}/readyz`),
      }),
      ...servicesWithLedgerWorker.map((name) =>
        group.start({
          name: `${name}-worker`,
          ...flavour.nodeProcess(`services/${name}`, 'worker'),
          env: env.ledgerWorker(name),
          formatLine: formatPinoLine,
          isReady: () => answers(`http://127.0.0.1:${ports.ledgerWorkers[name]}/readyz`),
          beforeRestart: () => migrations.run(name),
        }),
      ),
    ]);
    await group.start({
      name: 'bff',
      ...flavour.nodeProcess('bff', 'server'),
      env: env.bff(),
      formatLine: formatPinoLine,
      isReady: () => answers(`http://127.0.0.1:${ports.bff}/readyz`),
    });

    const bffUrl = `http://127.0.0.1:${ports.bff}`;
    const frontend = await flavour.frontend(group, { bffUrl });
    edge = createEdge({
      frontend: frontend.frontend,
      bffUrl,
      remotesJson: remotesJson ?? frontend.remotesJson,
      restarting,
    });
    server = await listen(edge, ports.edge);
    if (dailyBackups) {
      backups = new DailyBackups({
        databaseUrl,
        backupDir: backupDirOf(config.dataDir),
        keep: config.backupKeep,
        icKeyFingerprint: icKeyFingerprint(icEncryptionKey),
        sink,
      });
      backups.start();
    }
    return {
      url: publicBaseUrl,
      ports,
      databaseUrl,
      internalTokenSecret,
      unexpectedExit,
      pidOf: (name) => group.pidOf(name),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Replaces ports of 0 with free ones, and fails fast when a fixed port is taken. */
async function resolvePorts(config: RunnerConfig): Promise<StackPorts> {
  const taken: string[] = [];
  const pick = async (variable: string, port: number): Promise<number> => {
    if (port === 0) return findFreePort();
    if (!(await isPortFree(port))) taken.push(`${variable}=${port}`);
    return port;
  };
  const services = {} as StackPorts['services'];
  for (const name of serviceNames) {
    services[name] = await pick(`${name.toUpperCase()}_PORT`, config.servicePorts[name]);
  }
  const ports = {
    edge: await pick('PORT', config.edgePort),
    bff: await pick('BFF_PORT', config.bffPort),
    services,
    mailer: await findFreePort(),
    ledgerWorkers: await findFreePorts(servicesWithLedgerWorker),
  };
  if (taken.length > 0) {
    throw new Error(
      `these ports are already in use: ${taken.join(', ')}; stop what uses them (another npm start?) or set those variables to free ports`,
    );
  }
  return ports;
}

function listen(edge: Edge, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = createFrontServer(edge.app);
    if (edge.upgrade) server.on('upgrade', edge.upgrade);
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use; set PORT to another port`)
          : error,
      );
    });
    server.listen(port, () => resolve(server));
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
