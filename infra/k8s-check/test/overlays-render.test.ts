import { describe, expect, it } from 'vitest';
import { kubectlKustomizeVersion, overlays, renderOverlay } from '../src/kustomize.js';
import { schemaProblem } from '../src/schemas.js';

describe('kubectl kustomize', () => {
  it('is a kubectl whose kustomize understands the overlays (v5)', () => {
    expect(Number(kubectlKustomizeVersion().split('.')[0])).toBeGreaterThanOrEqual(5);
  });
});

describe.each(overlays)('overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);

  it('renders objects into its own namespace', () => {
    const namespace = objects.find((object) => object.kind === 'Namespace');
    expect(namespace?.metadata.name).toMatch(/^studio/);
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect(object.metadata.namespace, `${object.kind} ${object.metadata.name}`).toBe(
        namespace?.metadata.name,
      );
    }
  });

  it('validates every rendered object against the Kubernetes schemas', () => {
    const problems = objects
      .map((object) => [`${object.kind} ${object.metadata.name}`, schemaProblem(object)] as const)
      .filter(([, problem]) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('commits no Secret and no secret value', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const rendered = JSON.stringify(objects);
    for (const variable of [
      'INTERNAL_TOKEN_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'IC_ENCRYPTION_KEY',
    ]) {
      expect(rendered).not.toMatch(new RegExp(`"${variable}=`));
      expect(rendered).not.toMatch(new RegExp(`"name":"${variable}","value"`));
    }
    expect(rendered).not.toMatch(/postgres(ql)?:\/\/[^"]*@/);
  });
});
