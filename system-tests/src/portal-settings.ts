import { randomBytes } from 'node:crypto';
import { findFreePort, findFreePorts } from '@studio/local-runner/free-port';
import { processEnvironments, type StackPorts } from '@studio/local-runner/process-environments';
import {
  serviceNames,
  servicesWithLedgerWorker,
  type ServiceName,
} from '@studio/local-runner/repo-paths';
import { generateInternalTokenSecret } from '@studio/local-runner/secrets';

export { serviceNames, type ServiceName };

export interface PortalSettings {
  ports: StackPorts;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  internalTokenSecret: string;
  /** The origin the BFF accepts state-changing browser calls from. */
  publicBaseUrl: string;
  /** Each process's environment, exactly as the local runner builds it. */
  env: ReturnType<typeof processEnvironments>;
}

/**
 * Free ports, fresh secrets and the environment of every process of one portal, built by the local
 * runner's own `processEnvironments` so these tests configure the product the way `npm start` does.
 */
export async function portalSettings(options: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl?: string;
  dataDir: string;
}): Promise<PortalSettings> {
  const ports: StackPorts = {
    edge: await findFreePort(),
    bff: await findFreePort(),
    services: await findFreePorts(serviceNames),
    mailer: await findFreePort(),
    ledgerWorkers: await findFreePorts(servicesWithLedgerWorker),
  };
  const publicBaseUrl = `http://localhost:${ports.edge}`;
  const internalTokenSecret = generateInternalTokenSecret();
  const env = processEnvironments({
    ports,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    smtpUrl: options.smtpUrl,
    dataDir: options.dataDir,
    publicBaseUrl,
    businessTimeZone: 'Asia/Singapore',
    logLevel: 'warn',
    nodeEnv: 'test',
    internalTokenSecret,
    icEncryptionKey: randomBytes(32).toString('base64'),
  });
  return {
    ports,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    internalTokenSecret,
    publicBaseUrl,
    env,
  };
}
