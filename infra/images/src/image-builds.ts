import { listDeployables } from '@studio/k8s-check/deployables';

/** One image to build: which Dockerfile, with which arguments, from which assembled files. */
export interface ImageBuild {
  /** The deployable's name, and the image's (`studio/<name>`). */
  name: string;
  kind: 'node' | 'static';
  workspace: string;
  dockerfile: 'infra/docker/node.Dockerfile' | 'infra/docker/static.Dockerfile';
  /** The Dockerfile's own arguments for this deployable (the base images are added by the build). */
  args: Record<string, string>;
}

/** Tags are also paths (`/remotes/<area>/<tag>/`) and Job names: keep them to what both accept. */
export function checkTag(tag: string): string {
  if (!/^[a-z0-9][a-z0-9.-]{0,62}$/.test(tag)) {
    throw new Error(`the tag "${tag}" must be lowercase letters, digits, '.' and '-'`);
  }
  return tag;
}

export const localImage = (name: string, tag: string): string => `localhost/studio/${name}:${tag}`;

/**
 * Every image of the project, found from the workspaces as the manifest checks find the
 * deployables (infra/k8s-check): a new service or remote gets its image without a change here.
 * A worker beside a server runs the server's image and has none of its own.
 */
export function imageBuilds(tag: string): ImageBuild[] {
  return listDeployables().flatMap((deployable): ImageBuild[] => {
    if (deployable.kind === 'node') {
      if (deployable.image !== deployable.name) return [];
      return [
        {
          name: deployable.name,
          kind: 'node',
          workspace: deployable.workspace,
          dockerfile: 'infra/docker/node.Dockerfile',
          args: { WORKSPACE: deployable.workspace, ENTRY: deployable.start[1] ?? 'dist/server.js' },
        },
      ];
    }
    const site: Record<string, string> = deployable.remote
      ? { SITE: 'remote', AREA: deployable.remote.area, RELEASE: tag }
      : { SITE: 'shell' };
    return [
      {
        name: deployable.name,
        kind: 'static',
        workspace: deployable.workspace,
        dockerfile: 'infra/docker/static.Dockerfile',
        args: { APP: deployable.workspace, ...site },
      },
    ];
  });
}
