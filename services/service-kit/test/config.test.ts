import { expect, it } from 'vitest';
import { ConfigError, EnvReader, readServiceConfig } from '../src/config.js';

const secret = 'x'.repeat(32);

it('reads the shared settings with their defaults', () => {
  const reader = new EnvReader({
    DATABASE_URL: 'postgres://db/studio',
    INTERNAL_TOKEN_SECRET: secret,
  });
  const config = readServiceConfig(reader, 'auth', 4001);
  reader.done();
  expect(config).toEqual({
    serviceName: 'auth',
    port: 4001,
    host: '127.0.0.1',
    databaseUrl: 'postgres://db/studio',
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: 'studio:',
    internalTokenSecret: secret,
    businessTimeZone: 'Asia/Singapore',
    logLevel: 'info',
    settingsCacheMs: 30_000,
    nodeEnv: 'development',
  });
});

it('lists every problem at once', () => {
  const reader = new EnvReader({
    PORT: 'eighty',
    INTERNAL_TOKEN_SECRET: 'short',
    BUSINESS_TIME_ZONE: 'Mars/Olympus',
    LOG_LEVEL: 'loud',
  });
  readServiceConfig(reader, 'auth', 4001);
  let error: unknown;
  try {
    reader.done();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).problems).toEqual([
    'PORT must be a port number (0-65535)',
    'DATABASE_URL is required',
    'INTERNAL_TOKEN_SECRET must be at least 32 characters',
    'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Singapore',
    'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent',
  ]);
});

it('reads an optional port only when it is set', () => {
  expect(new EnvReader({}).optionalPort('PORT')).toBeUndefined();
  expect(new EnvReader({ PORT: '8080' }).optionalPort('PORT')).toBe(8080);
});
