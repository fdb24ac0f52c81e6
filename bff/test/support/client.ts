import { publicOrigin } from './bff.js';

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  cookie?: string;
  bearer?: string;
  /** Replaces the browser-like defaults (`X-Requested-With`, `Origin`, JSON content type). */
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
  setCookies: string[];
}

/** Calls the BFF the way the web app does: same origin, CSRF marker, JSON. */
export async function call(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const browserDefaults = {
    'x-requested-with': 'studio-web',
    origin: publicOrigin,
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const headers: Record<string, string> = {
    ...(options.headers ?? browserDefaults),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
  };
  const response = await fetch(new URL(path, baseUrl), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    setCookies: response.headers.getSetCookie(),
  };
}

/** `name=value` of the session cookie a response set, ready for a `Cookie` header. */
export function sessionCookieFrom(result: CallResult): string {
  const cookie = result.setCookies.find((line) => /^(__Host-)?studio_sid=[^;]+/.test(line));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(result.setCookies)}`);
  return cookie.split(';')[0] ?? '';
}
