/**
 * Calls the portal's `/api` the way a signed-in API client does (the session token as a bearer,
 * the BFF's CSRF headers), for a test's setup; a non-2xx answer throws with its body.
 */
export async function callPortalApi<T>(
  portalUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, portalUrl), {
    method,
    headers: {
      // As the screens do: a body-less call (an invite) names no content type.
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'X-Requested-With': 'studio-web',
      Origin: portalUrl,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
