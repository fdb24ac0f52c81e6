import { signServiceToken } from './identity-token.js';

export class ServiceCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceCallError';
  }
}

export interface ServiceCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Passed on as `X-Request-Id` so one request can be followed through every service's logs. */
  requestId?: string;
  timeoutMs?: number;
}

export type CallService = <T>(
  baseUrl: string,
  path: string,
  options?: ServiceCallOptions,
) => Promise<T>;

/**
 * A client for calling other services as `serviceName`: every call carries a fresh service token.
 * Non-2xx answers throw `ServiceCallError` with the other service's `{ error }` message.
 */
export function createServiceClient({
  serviceName,
  secret,
}: {
  serviceName: string;
  secret: string;
}): CallService {
  return async <T>(
    baseUrl: string,
    path: string,
    { method = 'GET', body, requestId, timeoutMs = 5000 }: ServiceCallOptions = {},
  ) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-studio-identity': await signServiceToken(serviceName, secret),
    };
    if (requestId) headers['x-request-id'] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const payload: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const message = (payload as { error?: unknown } | undefined)?.error;
      throw new ServiceCallError(
        response.status,
        typeof message === 'string' ? message : `${method} ${path} answered ${response.status}`,
      );
    }
    return payload as T;
  };
}
