import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { signUserIdentity } from '@studio/service-kit/identity-token';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import { freePort } from '@studio/service-kit/testing/free-port';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { internalTokenSecret } from './auth-test-harness.js';

const customerDist = (file: string) =>
  fileURLToPath(new URL(`../../customer/dist/${file}`, import.meta.url));

function run(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [customerDist(file)], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

/**
 * The real customer service (its built `dist`), migrated into a database of its own: auth's
 * trainer-deletion check is tested against the service that answers it in production.
 */
export async function startCustomerService() {
  const database = await createTestDatabase();
  const port = await freePort();
  const env = {
    DATABASE_URL: database.url,
    INTERNAL_TOKEN_SECRET: internalTokenSecret,
    IC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_URL: 'http://127.0.0.1:9',
  };
  const migration = run('migrate.js', env);
  const migrated = await new Promise<number | null>((resolve) => migration.on('exit', resolve));
  if (migrated !== 0) throw new Error('customer migrations failed');
  const server = run('server.js', env);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      fetch(`${url}/healthz`).then(
        (response) => (response.ok ? true : undefined),
        () => undefined,
      ),
    20_000,
  );

  return {
    url,
    /** Adds a customer the way a trainer does on the Customers screen. */
    async addCustomerFor(trainer: { _id: string; name: string }) {
      const identity = await signUserIdentity(
        { userId: trainer._id, role: 'trainer', name: trainer.name },
        internalTokenSecret,
      );
      const response = await fetch(`${url}/api/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-studio-identity': identity },
        body: JSON.stringify({
          name: 'Carl Customer',
          email: `carl-${randomBytes(3).toString('hex')}@example.com`,
          phone: '91234567',
          dateOfBirth: '1990-05-01',
          ic: 'S1234567D',
          sex: 'Male',
        }),
      });
      if (response.status !== 201 && response.status !== 200) {
        throw new Error(`could not add a customer: ${response.status} ${await response.text()}`);
      }
    },
    async close() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await database.drop();
    },
  };
}
