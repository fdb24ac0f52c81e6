import { readPackageJson } from './repo.js';

/**
 * What has to be deployed, read from the workspaces themselves so that a new service or remote
 * without images and manifests fails the checks instead of being forgotten:
 * - a Node deployable is a workspace whose `start` script runs `node dist/...`;
 * - a static frontend is a workspace built with `rspack build` (the shell and the remotes);
 * - a service with a `migrate` script gets a migration Job.
 */
export interface NodeDeployable {
  kind: 'node';
  /** Kubernetes and compose name: the workspace folder's last segment (`services/auth` → `auth`). */
  name: string;
  workspace: string;
  /** The `start` script's words, e.g. `['node', 'dist/server.js']`. */
  start: string[];
  /** The `migrate` script's words when the workspace has one. */
  migrate?: string[];
}

export interface StaticDeployable {
  kind: 'static';
  name: string;
  workspace: string;
  /** The remote's path segment under /remotes/ and its container name (docs/architecture.md). */
  remote?: { area: string; containerName: string };
}

export type Deployable = NodeDeployable | StaticDeployable;

export function listDeployables(): Deployable[] {
  const root = readPackageJson('.');
  return (root.workspaces ?? []).flatMap((workspace): Deployable[] => {
    const scripts = readPackageJson(workspace).scripts ?? {};
    const name = workspace.split('/').at(-1) ?? workspace;
    if (scripts.start?.startsWith('node dist/')) {
      const migrate = scripts.migrate?.split(' ');
      return [
        {
          kind: 'node',
          name,
          workspace,
          start: scripts.start.split(' '),
          ...(migrate ? { migrate } : {}),
        },
      ];
    }
    if (scripts.build?.startsWith('rspack build')) {
      const area = name.startsWith('mfe-') ? name.slice('mfe-'.length) : undefined;
      return [
        {
          kind: 'static',
          name,
          workspace,
          ...(area ? { remote: { area, containerName: `mfe_${area}` } } : {}),
        },
      ];
    }
    return [];
  });
}

export const nodeDeployables = (): NodeDeployable[] =>
  listDeployables().filter((d): d is NodeDeployable => d.kind === 'node');

export const staticDeployables = (): StaticDeployable[] =>
  listDeployables().filter((d): d is StaticDeployable => d.kind === 'static');
