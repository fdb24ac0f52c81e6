import type { Logger } from 'pino';
import type { AuthClient } from './auth-client.js';

/**
 * Asks auth to mail the owner of an account strangers pushed into sign-in delays (auth writes the
 * mail with a reset link, at most once an hour, and nothing for an email without an account). Not
 * awaited by the sign-in answer: neither its time nor its failure may show in it.
 */
export function noticeThrottledAccount(auth: AuthClient, email: string, logger: Logger): void {
  auth
    .post('/internal/sign-in-throttled', { email }, {})
    .then((answer) => {
      if (answer.status !== 204)
        logger.warn({ status: answer.status }, 'the throttled-account notice was refused');
    })
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'the throttled-account notice could not be sent'),
    );
}
