import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createEdge } from '@studio/local-runner/edge/create-edge-app';
import { repoBuild } from '@studio/local-runner/edge/repo-build';
import { startTrialApiStandIn } from './trial-api-stand-in';

const benchPort = Number(process.env.BENCH_PORT ?? 4650);

/**
 * The production build served by the local edge, exactly as `npm start` serves it, on
 * `BENCH_PORT` (default 4650). On the BFF port (`BENCH_PORT` + 1) a stand-in answers only the
 * calls `/trial` makes for a visitor (its app, started by a tap, lists the open times); the
 * other pages make no API calls for a visitor.
 */
export async function serveBuild(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(repoBuild.shellDir, 'app-shell.html'))) {
    throw new Error('No prerendered build found: run `npm run build` first.');
  }
  const api = await startTrialApiStandIn(benchPort + 1);
  const edge = createEdge({ frontend: repoBuild, bffUrl: `http://127.0.0.1:${benchPort + 1}` });
  const server = http.createServer(edge.app);
  await new Promise<void>((resolve) => server.listen(benchPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        edge.close();
        server.close(() => void api.close().then(resolve));
        server.closeAllConnections();
      }),
  };
}
