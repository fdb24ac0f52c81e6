export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, the text when it is not JSON, or undefined for an empty body. */
  body: unknown;
}

export interface ApiRequest {
  /** A session token, sent as `Authorization: Bearer` (anonymous when unset). */
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Poses as this client address (only honoured by a BFF that trusts X-Forwarded-For). */
  clientIp?: string;
  timeoutMs?: number;
}

/**
 * Calls `/api` on the BFF the way the web app does: with the CSRF marker and the site's Origin,
 * so a refusal is about who calls, not about a missing browser header.
 */
export class ApiClient {
  private callCount = 0;

  /**
   * `distinctClientIps`: each call poses as a new client address (X-Forwarded-For), so the per-IP
   * rate limits of login, register and the password calls do not mix into what a test checks.
   * Only for a BFF started with `trustForwardedFor`.
   */
  constructor(
    readonly baseUrl: string,
    private readonly publicBaseUrl: string,
    private readonly options: { distinctClientIps?: boolean } = {},
  ) {}

  async call(method: string, path: string, request: ApiRequest = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'studio-web',
      Origin: new URL(this.publicBaseUrl).origin,
      ...request.headers,
    };
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    this.callCount += 1;
    const clientIp =
      request.clientIp ??
      (this.options.distinctClientIps
        ? // Loopback addresses (127.1.0.0 upwards), never the test's own 127.0.0.1 nor a private one.
          `127.${1 + ((this.callCount >> 16) & 127)}.${(this.callCount >> 8) & 255}.${this.callCount & 255}`
        : undefined);
    if (clientIp) headers['X-Forwarded-For'] = clientIp;
    let body: string | Buffer | undefined;
    if (request.rawBody !== undefined) body = request.rawBody;
    else if (request.body !== undefined) body = JSON.stringify(request.body);
    if (body !== undefined) headers['Content-Type'] = request.contentType ?? 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let parsed: unknown = text === '' ? undefined : text;
    if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
}

/** The `error` sentence of an error answer, or undefined when the body is not `{ error: string }`. */
export function errorMessageOf(response: ApiResponse): string | undefined {
  const body = response.body as { error?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.error === 'string'
    ? body.error
    : undefined;
}
