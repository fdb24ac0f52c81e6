import { remotes, repoPath } from '../repo-paths.js';
import type { BuiltFrontend } from './create-edge-app.js';

/** The repository's production build of the shell and every remote, as `npm start` serves it. */
export const repoBuild: BuiltFrontend = {
  kind: 'build',
  shellDir: repoPath('shell', 'dist'),
  remoteDirs: remotes.map((remote) => ({
    urlPath: remote.urlPath,
    dir: repoPath(remote.workspace, 'dist'),
  })),
};
