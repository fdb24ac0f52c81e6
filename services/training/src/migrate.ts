import { fileURLToPath } from 'node:url';
import { EnvReader } from '@studio/service-kit/config';
import { runMigrationsAndExit } from '@studio/service-kit/migrate';
import { trainingSchema } from './context.js';

const reader = new EnvReader();
const databaseUrl = reader.url('DATABASE_URL');
reader.done();
await runMigrationsAndExit({
  databaseUrl,
  schema: trainingSchema,
  directory: fileURLToPath(new URL('./migrations', import.meta.url)),
});
