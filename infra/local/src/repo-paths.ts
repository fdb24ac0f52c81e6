import path from 'node:path';

/** The repository root, found from this file so the runner works from any working directory. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const repoPath = (...segments: string[]): string => path.join(repoRoot, ...segments);

/** The Fastify services, in the order their migrations run and they start. */
export const serviceNames = ['auth', 'customer', 'training', 'payment'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Services that also run a BullMQ ledger worker as its own process (`dist/worker.js`). */
export const servicesWithLedgerWorker = [
  'payment',
  'training',
] as const satisfies readonly ServiceName[];
export type LedgerWorkerService = (typeof servicesWithLedgerWorker)[number];

/** Each remote's build folder and the path the edge serves it under. */
export const remotes = [
  { name: 'mfe_public', workspace: 'mfe-public', urlPath: '/remotes/public/' },
  { name: 'mfe_staff', workspace: 'mfe-staff', urlPath: '/remotes/staff/' },
  { name: 'mfe_scheduling', workspace: 'mfe-scheduling', urlPath: '/remotes/scheduling/' },
  { name: 'mfe_client', workspace: 'mfe-client', urlPath: '/remotes/client/' },
] as const;
