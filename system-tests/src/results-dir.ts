import { repoPath } from '@studio/local-runner/repo-paths';

/** Logs of the portals these tests start (kept for a failing run to be read). */
export const resultsDir = repoPath('test-results', 'system-tests');
