import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import type { ConfigMap, HttpRoute, RenderedManifests, Service, Workload } from './kube-objects.js';
import { repoPath } from './repo.js';

const execFileAsync = promisify(execFile);

export const devOverlay = repoPath('infra/k8s/overlays/dev');

export interface LocalOverlay {
  /** The dev overlay's image name (`registry.example.com/studio/auth`) → the image to run. */
  images: Record<string, string>;
  /** Served by the shell as /remotes.json (the `shell-remotes` ConfigMap). */
  remotesJson: unknown;
}

/** Splits `registry/name:tag` into name and tag. */
export function splitImage(reference: string): { name: string; tag: string } {
  const colon = reference.lastIndexOf(':');
  return colon > reference.lastIndexOf('/')
    ? { name: reference.slice(0, colon), tag: reference.slice(colon + 1) }
    : { name: reference, tag: 'latest' };
}

/** The rendered objects of one `kubectl kustomize` output. */
export function parseManifests(text: string): RenderedManifests {
  const objects = parseAllDocuments(text).map((document) => document.toJSON() as { kind: string });
  const of = <T>(kind: string) => objects.filter((object) => object.kind === kind) as T[];
  return {
    deployments: of<Workload>('Deployment'),
    jobs: of<Workload>('Job'),
    configMaps: new Map(of<ConfigMap>('ConfigMap').map((map) => [map.metadata.name, map])),
    services: of<Service>('Service'),
    routes: of<HttpRoute>('HTTPRoute'),
  };
}

/**
 * The dev overlay as this machine runs it: an overlay of its own on top (in a scratch folder) that
 * names the local images and the shell's remote list, exactly as an environment's overlay would,
 * rendered with kubectl's kustomize. Everything else (env, args, probes, security) is the dev
 * overlay's.
 */
export async function renderLocalOverlay(overlay: LocalOverlay): Promise<RenderedManifests> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-overlay-'));
  try {
    await fsp.writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify(overlay.remotesJson, null, 2),
    );
    const images = Object.entries(overlay.images).map(([name, reference]) => {
      const { name: newName, tag } = splitImage(reference);
      return `  - { name: ${name}, newName: ${newName}, newTag: "${tag}" }`;
    });
    await fsp.writeFile(
      path.join(folder, 'kustomization.yaml'),
      [
        'apiVersion: kustomize.config.k8s.io/v1beta1',
        'kind: Kustomization',
        'resources:',
        `  - ${path.relative(folder, devOverlay)}`,
        'images:',
        ...images,
        'configMapGenerator:',
        '  - name: shell-remotes',
        '    behavior: replace',
        '    files:',
        '      - remotes.json',
        '',
      ].join('\n'),
    );
    const { stdout } = await execFileAsync('kubectl', ['kustomize', folder], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return parseManifests(stdout);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** The dev overlay's own images (`registry.example.com/studio/<name>`), by deployable image name. */
export async function devOverlayImages(): Promise<Map<string, string>> {
  const { stdout } = await execFileAsync('kubectl', ['kustomize', devOverlay], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { deployments, jobs } = parseManifests(stdout);
  const images = new Map<string, string>();
  for (const workload of [...deployments, ...jobs]) {
    for (const container of workload.spec.template.spec.containers) {
      const { name } = splitImage(container.image);
      images.set(name.split('/').at(-1) ?? name, name);
    }
  }
  return images;
}
