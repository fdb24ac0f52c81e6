import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The `{ error }` message of a failed call, when the server sent one. */
export function serverErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const body = error.data as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error !== '' ? body.error : undefined;
}
