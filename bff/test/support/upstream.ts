import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The BFF's end of the connection: equal ports mean a reused (kept-alive) connection. */
  remotePort: number;
}

export type UpstreamHandler = (
  request: RecordedRequest,
  res: ServerResponse,
) => void | Promise<void>;

export interface TestUpstream {
  url: string;
  /** Every request the upstream received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** A real HTTP server standing in for a service; it records what the BFF sends it. */
export async function startUpstream(
  handler: UpstreamHandler = (request, res) => sendJson(res, 200, { served: request.url }),
): Promise<TestUpstream> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        remotePort: req.socket.remotePort ?? 0,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, res)).catch((error: unknown) =>
        sendJson(res, 500, { error: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
