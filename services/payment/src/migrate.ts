import { EnvReader } from '@studio/service-kit/config';
import { runMigrationsAndExit } from '@studio/service-kit/migrate';
import { migrationsDirectory, paymentSchema } from './context.js';

const reader = new EnvReader();
const databaseUrl = reader.url('DATABASE_URL');
reader.done();
await runMigrationsAndExit({ databaseUrl, schema: paymentSchema, directory: migrationsDirectory });
