import { fileURLToPath } from 'node:url';

/** The auth schema's migrations: `src/migrations` under tests, `dist/migrations` when built. */
export const migrationsDirectory = fileURLToPath(new URL('./migrations', import.meta.url));
export const authSchema = 'auth';
