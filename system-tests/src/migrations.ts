import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoPath } from '@studio/local-runner/repo-paths';
import { serviceNames, type PortalSettings } from './portal-settings.js';

const run = promisify(execFile);

/** Runs each service's built migration entry point, one after another, as the local runner does. */
export async function migrateAll(settings: PortalSettings): Promise<void> {
  for (const name of serviceNames) {
    try {
      await run(process.execPath, [repoPath('services', name, 'dist', 'migrate.js')], {
        env: withoutUnset({ ...process.env, ...settings.env.migration() }),
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`the ${name} migrations failed:\n${stdout}\n${stderr}`);
    }
  }
}

export function withoutUnset(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}
