import type { FederatedAppName } from './federated-app';

/**
 * Dev-server ports of the shell and the remotes. The shell's dev server is the single origin in
 * development: it proxies `/remotes/<area>/` to each remote's dev server and `/api` to the BFF,
 * so the production `remotes.json` works unchanged. Override a port with `DEV_PORT_<NAME>`
 * (e.g. `DEV_PORT_MFE_STAFF=4312`) and the BFF with `DEV_BFF_URL`.
 */
const defaultPorts: Record<FederatedAppName, number> = {
  shell: 3100,
  mfe_public: 3101,
  mfe_staff: 3102,
  mfe_scheduling: 3103,
  mfe_client: 3104,
};

export function devPort(name: FederatedAppName): number {
  const override = process.env[`DEV_PORT_${name.toUpperCase()}`];
  if (override === undefined || override === '') return defaultPorts[name];
  const port = Number(override);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`DEV_PORT_${name.toUpperCase()} must be a TCP port, got "${override}"`);
  }
  return port;
}

export function devBffUrl(): string {
  return process.env.DEV_BFF_URL || 'http://127.0.0.1:3001';
}
