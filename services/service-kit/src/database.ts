import { Sequelize } from 'sequelize';
import type { Logger } from 'pino';

const schemaNamePattern = /^[a-z][a-z0-9_]*$/;

export interface DatabaseOptions {
  url: string;
  /** The service's own PostgreSQL schema: its models, queries and migrations live there. */
  schema: string;
  /** Logs each SQL statement at debug level when given. */
  logger?: Pick<Logger, 'debug'>;
  poolMax?: number;
}

/** A Sequelize instance bound to one schema: models default to it and unqualified SQL resolves in it. */
export function createDatabase({ url, schema, logger, poolMax = 10 }: DatabaseOptions): Sequelize {
  if (!schemaNamePattern.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: logger ? (sql) => logger.debug({ sql }, 'sql') : false,
    define: { schema, timestamps: false, freezeTableName: true },
    // JIT compiling pays off for long analytical queries, not for these short reads: PostgreSQL
    // turned it on for the chain-wide lists and spent ~10 ms compiling a ~130 ms query.
    dialectOptions: { options: `-c search_path=${schema},public -c jit=off` },
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: 10_000 },
  });
}

export async function ensureSchema(sequelize: Sequelize, schema: string): Promise<void> {
  if (!schemaNamePattern.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  await sequelize.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
}
