import { runMigrationsAndExit } from '@studio/service-kit/migrate';
import { readAuthConfig } from './config.js';
import { authSchema, migrationsDirectory } from './migrations-directory.js';

const config = readAuthConfig();
await runMigrationsAndExit({
  databaseUrl: config.databaseUrl,
  schema: authSchema,
  directory: migrationsDirectory,
});
