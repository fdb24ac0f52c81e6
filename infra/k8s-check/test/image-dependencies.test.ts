import { describe, expect, it } from 'vitest';
import { nodeDeployables } from '../src/deployables.js';
import {
  importedPackages,
  productionPackages,
  referencedWorkspaces,
} from '../src/production-dependencies.js';

// The Node image ships only `npm ci --omit=dev --workspace=<workspace>`: a package that the code
// imports but that comes only from a dev dependency (or another workspace) works on a developer
// machine and fails in the container. Needs the compiled code (`npm test` builds first).
// One image per workspace: a worker beside a server runs the server's image.
const images = nodeDeployables().filter((d) => d.image === d.name);
describe.each(images.map((d) => [d.name, d] as const))('the %s image', (_name, deployable) => {
  it('has every package its compiled code imports among its production dependencies', () => {
    const installed = productionPackages(deployable.workspace);
    const missing = [...referencedWorkspaces(deployable.workspace)]
      .flatMap((workspace) => [...importedPackages(workspace)])
      .filter(([name]) => !installed.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });
});
