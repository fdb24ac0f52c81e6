/**
 * Whether an error means Redis (sessions, rate limits) could not be reached, as opposed to a bug.
 * ioredis gives up on a command with these once its retries are spent or its connection is gone.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}
