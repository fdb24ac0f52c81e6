import type { Logger } from 'pino';
import type { IdentityTokens } from '../proxy/identity-tokens.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { SignInAttempts } from '../security/sign-in-attempts.js';
import type { SessionStore } from '../session/session-store.js';
import type { AuthClient } from './auth-client.js';

/** What the login (and its second step), register and logout routes work with. */
export interface AccountDependencies {
  auth: AuthClient;
  sessions: SessionStore;
  rateLimits: RateLimits;
  signInAttempts: SignInAttempts;
  identityTokens: IdentityTokens;
  production: boolean;
  logger: Logger;
}
