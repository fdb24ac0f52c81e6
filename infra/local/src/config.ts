import path from 'node:path';
import { repoRoot, serviceNames, type ServiceName } from './repo-paths.js';

/** What the local runner reads from the environment, validated once (see docs/architecture.md). */
export interface RunnerConfig {
  edgePort: number;
  bffPort: number;
  servicePorts: Record<ServiceName, number>;
  /** Unset: start the embedded PostgreSQL. */
  databaseUrl?: string;
  redisUrl: string;
  redisPrefix: string;
  /** Unset: the mailer writes `.eml` files under `DATA_DIR/mail`. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Absolute. */
  dataDir: string;
  /** Unset: `http://localhost:<edge port>`. */
  publicBaseUrl?: string;
  businessTimeZone: string;
  logLevel: string;
  nodeEnv: string;
  /** How many daily backups `npm start` keeps (`BACKUP_KEEP`); 0: none are taken. */
  backupKeep: number;
}

const defaultServicePorts: Record<ServiceName, number> = {
  auth: 4001,
  customer: 4002,
  training: 4003,
  payment: 4004,
};

export function readRunnerConfig(env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const port = (name: string, fallback: number): number => {
    const raw = text(name);
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65535)
      problems.push(`${name} must be a port number (0-65535)`);
    return value;
  };
  const count = (name: string, fallback: number): number => {
    const raw = text(name);
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      problems.push(`${name} must be a whole number (0 or more)`);
    return value;
  };
  const url = (name: string): string | undefined => {
    const value = text(name);
    if (value && !URL.canParse(value)) problems.push(`${name} must be a URL`);
    return value;
  };

  const config: RunnerConfig = {
    edgePort: port('PORT', 3000),
    bffPort: port('BFF_PORT', 3001),
    servicePorts: Object.fromEntries(
      serviceNames.map((name) => [
        name,
        port(`${name.toUpperCase()}_PORT`, defaultServicePorts[name]),
      ]),
    ) as Record<ServiceName, number>,
    databaseUrl: url('DATABASE_URL'),
    redisUrl: url('REDIS_URL') ?? 'redis://127.0.0.1:6379',
    redisPrefix: text('REDIS_PREFIX') ?? 'studio:',
    smtpUrl: url('SMTP_URL'),
    mailFrom: text('MAIL_FROM'),
    dataDir: path.resolve(repoRoot, text('DATA_DIR') ?? '.data'),
    publicBaseUrl: url('PUBLIC_BASE_URL'),
    businessTimeZone: text('BUSINESS_TIME_ZONE') ?? 'Asia/Singapore',
    logLevel: text('LOG_LEVEL') ?? 'info',
    nodeEnv: text('NODE_ENV') ?? 'development',
    backupKeep: count('BACKUP_KEEP', 7),
  };
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
