/**
 * Reading configuration from the environment, once, at start-up. Every problem is collected so
 * a misconfigured deployable says everything that is wrong in one message instead of one per run.
 */
export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** Collects problems while reading variables; call `done()` to throw them all at once. */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Environment = process.env) {}

  string(name: string, fallback?: string): string {
    const value = this.env[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    this.problems.push(`${name} is required`);
    return '';
  }

  optionalString(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  url(name: string, fallback?: string): string {
    const value = this.string(name, fallback);
    if (value && !URL.canParse(value)) this.problems.push(`${name} must be a URL`);
    return value;
  }

  optionalUrl(name: string): string | undefined {
    const value = this.optionalString(name);
    if (value && !URL.canParse(value)) this.problems.push(`${name} must be a URL`);
    return value;
  }

  port(name: string, fallback: number): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      this.problems.push(`${name} must be a port number (0-65535)`);
    }
    return port;
  }

  integer(
    name: string,
    fallback: number,
    { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
  ): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be an integer between ${min} and ${max}`);
    }
    return value;
  }

  /** A port only when the variable is set (a listener that is optional). */
  optionalPort(name: string): number | undefined {
    return this.env[name]?.trim() ? this.port(name, 0) : undefined;
  }

  /** A shared secret: required, and at least `minLength` characters so it cannot be guessed. */
  secret(name: string, minLength = 32): string {
    const value = this.string(name);
    if (value && value.length < minLength)
      this.problems.push(`${name} must be at least ${minLength} characters`);
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.string(name, fallback);
    if (!allowed.includes(value as T))
      this.problems.push(`${name} must be one of: ${allowed.join(', ')}`);
    return value as T;
  }

  timeZone(name: string, fallback: string): string {
    const value = this.string(name, fallback);
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
    } catch {
      this.problems.push(`${name} must be an IANA time zone such as ${defaultBusinessTimeZone}`);
    }
    return value;
  }

  done(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

/** The studio's zone when `BUSINESS_TIME_ZONE` is unset (DESIGN.md: a studio in Singapore). */
export const defaultBusinessTimeZone = 'Asia/Singapore';

/** `BUSINESS_TIME_ZONE`, read the same way by every service and the BFF (which tells the screens). */
export function readBusinessTimeZone(reader: EnvReader): string {
  return reader.timeZone('BUSINESS_TIME_ZONE', defaultBusinessTimeZone);
}

/** The settings every Fastify service shares. A service's own `src/config.ts` extends this. */
export interface ServiceConfig {
  serviceName: string;
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  internalTokenSecret: string;
  businessTimeZone: string;
  logLevel: LogLevel;
  nodeEnv: string;
  /** How long a read of the studio settings is used before asking auth again. */
  settingsCacheMs: number;
}

/**
 * Reads the shared service settings. Pass the same `EnvReader` on to read service-specific
 * variables, then call `reader.done()` once.
 */
export function readServiceConfig(
  reader: EnvReader,
  serviceName: string,
  defaultPort: number,
): ServiceConfig {
  return {
    serviceName,
    port: reader.port('PORT', defaultPort),
    host: reader.string('HOST', '127.0.0.1'),
    databaseUrl: reader.url('DATABASE_URL'),
    redisUrl: reader.url('REDIS_URL', 'redis://127.0.0.1:6379'),
    redisPrefix: reader.string('REDIS_PREFIX', 'studio:'),
    internalTokenSecret: reader.secret('INTERNAL_TOKEN_SECRET'),
    businessTimeZone: readBusinessTimeZone(reader),
    logLevel: reader.oneOf('LOG_LEVEL', logLevels, 'info'),
    nodeEnv: reader.string('NODE_ENV', 'development'),
    settingsCacheMs: reader.integer('STUDIO_SETTINGS_CACHE_MS', 30_000, { min: 0, max: 3_600_000 }),
  };
}

/**
 * The probe port of a service's ledger worker, `HEALTH_PORT`: the worker reads its service's
 * configuration, whose `PORT` is where the service itself listens (the local runner gives both
 * processes the same environment). Unset: the worker opens no port.
 */
export function readHealthPort(env: Environment = process.env): number | undefined {
  const reader = new EnvReader(env);
  const port = reader.optionalPort('HEALTH_PORT');
  reader.done();
  return port;
}
