import path from 'node:path';
import { ensureBuilt } from './ensure-build.js';
import type { Flavour } from './flavour.js';
import { repoBuild } from './edge/repo-build.js';
import { repoRoot } from './repo-paths.js';

/** `npm start`: the compiled services and the production frontend builds. */
export const productionFlavour: Flavour = {
  prepare: ensureBuilt,
  nodeProcess: (workspace, entry) => ({
    command: process.execPath,
    args: [path.join(repoRoot, workspace, 'dist', `${entry}.js`)],
    cwd: repoRoot,
  }),
  frontend: async () => ({ frontend: repoBuild }),
};
