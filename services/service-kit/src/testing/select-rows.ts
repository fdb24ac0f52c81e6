import { QueryTypes } from 'sequelize';
import { createDatabase } from '../database.js';

/** Rows of one parameterised SELECT on a test database (to check or set up what no route shows). */
export async function selectRows<Row extends object>(
  databaseUrl: string,
  schema: string,
  query: string,
  bind: unknown[] = [],
): Promise<Row[]> {
  const sequelize = createDatabase({ url: databaseUrl, schema });
  try {
    return await sequelize.query<Row>(query, { bind, type: QueryTypes.SELECT });
  } finally {
    await sequelize.close();
  }
}
