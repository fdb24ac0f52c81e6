import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { repoPath } from './repo.js';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

export const overlays = ['dev', 'prod'] as const;
export type Overlay = (typeof overlays)[number];

/**
 * `kubectl kustomize` (kustomize v5 is built into kubectl 1.27+). Debian bookworm's only kubectl,
 * `kubernetes-client` 1.20, embeds kustomize 2.0, which predates `labels` and replacements.
 */
export function kubectlKustomizeVersion(): string {
  let output: string;
  try {
    output = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(
      `kubectl is needed to render infra/k8s (kubectl 1.27 or newer): ${String(error)}`,
    );
  }
  const match = /Kustomize Version: v(\d+)\.(\d+)/.exec(output);
  if (!match) throw new Error(`kubectl does not report a Kustomize version:\n${output}`);
  return `${match[1]}.${match[2]}`;
}

export function renderOverlay(overlay: Overlay): KubernetesObject[] {
  let yaml: string;
  try {
    yaml = execFileSync('kubectl', ['kustomize', repoPath('infra/k8s/overlays', overlay)], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(
      `kubectl kustomize infra/k8s/overlays/${overlay} failed (kubectl 1.27+ needed): ${stderr || String(error)}`,
    );
  }
  return parseAllDocuments(yaml).map((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.join('\n'));
    return document.toJS() as KubernetesObject;
  });
}

export function objectsOfKind<T>(
  objects: KubernetesObject[],
  kind: string,
): (KubernetesObject & T)[] {
  return objects.filter((object) => object.kind === kind) as (KubernetesObject & T)[];
}

export function findObject<T>(
  objects: KubernetesObject[],
  kind: string,
  name: string,
): KubernetesObject & T {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found as KubernetesObject & T;
}
