import { existsSync } from 'node:fs';
import {
  remotes,
  repoPath,
  repoRoot,
  serviceNames,
  servicesWithLedgerWorker,
} from './repo-paths.js';
import type { LogSink } from './log.js';
import type { ProcessGroup } from './process-group.js';

/** The files `npm start` runs or serves; when one is missing, the whole product is built once. */
export function productionArtefacts(): string[] {
  return [
    ...serviceNames.flatMap((name) => [
      repoPath('services', name, 'dist', 'server.js'),
      repoPath('services', name, 'dist', 'migrate.js'),
    ]),
    ...servicesWithLedgerWorker.map((name) => repoPath('services', name, 'dist', 'worker.js')),
    repoPath('services', 'mailer', 'dist', 'worker.js'),
    repoPath('bff', 'dist', 'server.js'),
    repoPath('shell', 'dist', 'index.html'),
    ...remotes.map((remote) => repoPath(remote.workspace, 'dist', 'mf-manifest.json')),
  ];
}

export async function ensureBuilt(group: ProcessGroup, sink: LogSink): Promise<void> {
  const missing = productionArtefacts().filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  sink.line(
    'runner',
    `building the product (missing ${missing.length} build output${missing.length === 1 ? '' : 's'}, e.g. ${missing[0]?.slice(repoRoot.length + 1)})`,
  );
  await group.run({
    name: 'build',
    command: 'npm',
    args: ['run', 'build'],
    cwd: repoRoot,
    env: { NODE_ENV: 'production' },
  });
  const stillMissing = productionArtefacts().filter((file) => !existsSync(file));
  if (stillMissing.length > 0) {
    throw new Error(
      `the build finished but these files are still missing:\n  ${stillMissing.map((file) => file.slice(repoRoot.length + 1)).join('\n  ')}`,
    );
  }
}
