import http from 'node:http';
import path from 'node:path';
import type { RunnerConfig } from './config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { createEdge, type Edge, type RemotesConfig } from './edge/create-edge-app.js';
import { ensureBuilt } from './ensure-build.js';
import { findFreePort } from './free-port.js';
import type { LogSink } from './log.js';
import { formatPinoLine } from './pino-line.js';
import { processEnvironments, type StackPorts } from './process-environments.js';
import { ProcessGroup, describeExit } from './process-group.js';
import { ensureRedis } from './redis.js';
import { remotes, repoPath, repoRoot, serviceNames } from './repo-paths.js';
import { generateInternalTokenSecret, readOrCreateIcEncryptionKey } from './secrets.js';

export interface StackOptions {
  /** Ports of 0 are replaced by free ones (tests run beside other runs). */
  config: RunnerConfig;
  sink: LogSink;
  /** Served as `/remotes.json` instead of the shell's build output. */
  remotesJson?: RemotesConfig;
  /** Aborting it stops whatever has started so far and makes the start reject. */
  signal?: AbortSignal;
}

export interface ProcessExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  description: string;
}

export interface RunningStack {
  /** The one origin of the portal, e.g. `http://localhost:3000`. */
  url: string;
  ports: StackPorts;
  databaseUrl: string;
  /** Settles when a process of the stack stops on its own after start-up. */
  unexpectedExit: Promise<ProcessExit>;
  stop(): Promise<void>;
}

/**
 * Starts the whole product from its production build, as `npm start` does: PostgreSQL (given or
 * embedded), Redis, each service's migrations, the services, the mail worker, the BFF and the edge.
 * Rejects (after stopping whatever it started) when any piece fails to start.
 */
export async function startStack({
  config,
  sink,
  remotesJson,
  signal,
}: StackOptions): Promise<RunningStack> {
  let reportExit: (exit: ProcessExit) => void = () => undefined;
  const unexpectedExit = new Promise<ProcessExit>((resolve) => {
    reportExit = resolve;
  });
  const group = new ProcessGroup(sink, (name, code, signal) => {
    reportExit({ name, code, signal, description: describeExit(code, signal) });
  });
  let edge: Edge | undefined;
  let server: http.Server | undefined;
  const stop = async (): Promise<void> => {
    if (server) await closeServer(server);
    edge?.close();
    await group.stopAll();
  };

  signal?.addEventListener('abort', () => void group.stopAll(), { once: true });

  try {
    await ensureBuilt(group, sink);
    const ports = await resolvePorts(config);
    const publicBaseUrl = config.publicBaseUrl ?? `http://localhost:${ports.edge}`;
    const databaseUrl =
      config.databaseUrl ?? (await startEmbeddedPostgres(config.dataDir, group, sink));
    await ensureRedis(config.redisUrl, group, sink);
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
      internalTokenSecret: generateInternalTokenSecret(),
      icEncryptionKey: await readOrCreateIcEncryptionKey(config.dataDir),
    });

    // One after another: migrations may create shared things (extensions) that race when parallel.
    for (const name of serviceNames) {
      await group.run({
        name: `${name}-migrate`,
        ...node(`services/${name}`, 'migrate'),
        env: env.migration(),
        formatLine: formatPinoLine,
      });
    }

    await Promise.all([
      ...serviceNames.map((name) =>
        group.start({
          name,
          ...node(`services/${name}`, 'server'),
          env: env.service(name),
          formatLine: formatPinoLine,
          isReady: () => answers(`http://127.0.0.1:${ports.services[name]}/readyz`),
        }),
      ),
      group.start({
        name: 'mailer',
        ...node('services/mailer', 'worker'),
        env: env.mailer(),
        formatLine: formatPinoLine,
        isReady: staysUpFor(1500),
      }),
    ]);
    await group.start({
      name: 'bff',
      ...node('bff', 'server'),
      env: env.bff(),
      formatLine: formatPinoLine,
      isReady: () => answers(`http://127.0.0.1:${ports.bff}/readyz`),
    });

    edge = createEdge({
      shellDir: repoPath('shell', 'dist'),
      remoteDirs: remotes.map((remote) => ({
        urlPath: remote.urlPath,
        dir: repoPath(remote.workspace, 'dist'),
      })),
      bffUrl: `http://127.0.0.1:${ports.bff}`,
      remotesJson,
    });
    server = await listen(edge.app, ports.edge);
    return { url: publicBaseUrl, ports, databaseUrl, unexpectedExit, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function node(workspace: string, entry: string): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, workspace, 'dist', `${entry}.js`)],
    cwd: repoRoot,
  };
}

async function resolvePorts(config: RunnerConfig): Promise<StackPorts> {
  const pick = async (port: number): Promise<number> => (port === 0 ? findFreePort() : port);
  const services = {} as StackPorts['services'];
  for (const name of serviceNames) services[name] = await pick(config.servicePorts[name]);
  return { edge: await pick(config.edgePort), bff: await pick(config.bffPort), services };
}

export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Readiness for a process without an HTTP port: it counts as started once it has not died for a while. */
function staysUpFor(ms: number): () => Promise<boolean> {
  const startedAt = Date.now();
  return async () => Date.now() - startedAt >= ms;
}

function listen(app: http.RequestListener, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
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
