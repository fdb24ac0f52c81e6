/** Headers the BFF and the services exchange (lower case, as Node presents them). */
export const internalHeaders = {
  /** Signed JWT naming the caller (a person via the BFF, or a service). */
  identity: 'x-studio-identity',
  /** Set by the BFF (or generated) and passed on by every service call. */
  requestId: 'x-request-id',
  /** The browser's address as the BFF saw it, for audit entries. */
  clientIp: 'x-client-ip',
  /** A service's answer asking the BFF to end every other session of this user id. */
  endSessions: 'x-studio-end-sessions',
  /**
   * A service's `{ user }` answer asking the BFF to copy that user's new name and email into every
   * session of this user id (their identity tokens carry the name).
   */
  refreshSessions: 'x-studio-refresh-sessions',
} as const;
