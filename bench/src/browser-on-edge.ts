import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createEdge } from '@studio/local-runner/edge/create-edge-app';
import { repoBuild } from '@studio/local-runner/edge/repo-build';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why a browser figure cannot be taken here, or undefined when it can. */
export function browserUnavailable(): string | undefined {
  if (!existsSync(path.join(repoBuild.shellDir, 'app-shell.html')))
    return 'no web build (run `npm run build` first)';
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath}`;
  return undefined;
}

/**
 * Serves the production build through the local edge on the port the BFF takes browser calls
 * from, and opens Debian's Chromium (headless, unthrottled) on it with the given viewport. `use`
 * gets a browser context whose relative URLs go to the edge; everything is closed afterwards.
 */
export async function withBrowserOnEdge<T>(
  options: { bffUrl: string; edgePort: number; viewport: { width: number; height: number } },
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const edge = createEdge({ frontend: repoBuild, bffUrl: options.bffUrl });
  const server = http.createServer(edge.app);
  await new Promise<void>((resolve) => server.listen(options.edgePort, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://localhost:${options.edgePort}`,
      viewport: options.viewport,
    });
    // tsx compiles the bench keeping function names through a `__name` helper, which the
    // functions sent to the page would call: the page gets a stand-in.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    return await use(context);
  } finally {
    await browser.close();
    edge.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
