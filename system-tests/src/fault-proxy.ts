import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  url: string;
}

/**
 * What the proxy does with a request. `beforeForward` runs before it reaches the target (delay it,
 * kill the target first); `afterAnswer` runs once the target has answered and before the answer is
 * relayed, and may return 'drop' to cut the caller's connection instead (the answer is lost).
 */
export interface FaultRules {
  beforeForward?(request: ProxiedRequest): Promise<void>;
  afterAnswer?(request: ProxiedRequest, status: number): Promise<'relay' | 'drop'>;
}

/**
 * An HTTP proxy placed between two parts of the product (e.g. as the payment service's
 * `CUSTOMER_URL`) to inject faults on the wire without touching their code.
 */
export class FaultProxy {
  rules: FaultRules = {};
  readonly seen: ProxiedRequest[] = [];
  private readonly agent = new http.Agent({ keepAlive: true });

  private constructor(
    private readonly server: http.Server,
    private readonly target: URL,
  ) {}

  static async start(target: string): Promise<FaultProxy> {
    const server = http.createServer();
    const proxy = new FaultProxy(server, new URL(target));
    server.on('request', (request, response) => void proxy.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.agent.destroy();
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    const seen = { method: request.method ?? 'GET', url: request.url ?? '/' };
    this.seen.push(seen);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rules = this.rules;
    try {
      await rules.beforeForward?.(seen);
      const answer = await this.forward(request, Buffer.concat(chunks));
      if ((await rules.afterAnswer?.(seen, answer.status)) === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } catch {
      // The target is unreachable: the caller sees its connection reset, as it would without us.
      request.socket.destroy();
    }
  }

  private forward(
    request: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: this.target.host },
          agent: this.agent,
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(parts),
            }),
          );
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }
}
