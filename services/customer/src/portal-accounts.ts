import type { InternalPortalAccessList, PortalAccess } from '@studio/contracts/customer-accounts';
import { HttpError } from '@studio/service-kit/errors';
import { ServiceCallError, type CallService } from '@studio/service-kit/service-client';

/** Customers' own accounts, kept by the auth service; this service decides who may change them. */
export interface PortalAccounts {
  accessOf(customerId: string, requestId: string): Promise<PortalAccess>;
  /** A page's customers in one call (at most `maxPortalAccessIds`). */
  accessesOf(customerIds: string[], requestId: string): Promise<Map<string, PortalAccess>>;
  /** Mails a new welcome link (replacing an unused one); the account is then `invited`. */
  invite(
    customerId: string,
    details: { name: string; email: string; actorId: string },
    requestId: string,
  ): Promise<PortalAccess>;
  /** Ends the customer's access; the id of the ended account (whose sessions must end), if any. */
  revoke(customerId: string, actorId: string, requestId: string): Promise<string | null>;
}

const accountServiceDown =
  "The account service is temporarily unavailable, so the customer's portal access cannot be read or changed. Please try again shortly.";

/** Auth's refusals (an email taken, already active) are written for people and pass through. */
async function answerOf<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 409)
      throw new HttpError(409, error.message);
    throw new HttpError(503, accountServiceDown);
  }
}

export function portalAccountsInAuth(callService: CallService, authUrl: string): PortalAccounts {
  const path = (customerId: string) => `/internal/customer-accounts/${customerId}`;
  return {
    async accessOf(customerId, requestId) {
      const answer = await answerOf(
        callService<{ portalAccess: PortalAccess }>(authUrl, path(customerId), { requestId }),
      );
      return answer.portalAccess;
    },
    async accessesOf(customerIds, requestId) {
      if (customerIds.length === 0) return new Map();
      const { accounts } = await answerOf(
        callService<InternalPortalAccessList>(
          authUrl,
          `/internal/customer-accounts?customerIds=${customerIds.map(encodeURIComponent).join(',')}`,
          { requestId, timeoutMs: 3000 },
        ),
      );
      return new Map(accounts.map((account) => [account.customerId, account.portalAccess]));
    },
    async invite(customerId, details, requestId) {
      const answer = await answerOf(
        callService<{ portalAccess: PortalAccess }>(authUrl, `${path(customerId)}/invite`, {
          method: 'POST',
          body: details,
          requestId,
        }),
      );
      return answer.portalAccess;
    },
    async revoke(customerId, actorId, requestId) {
      const answer = await answerOf(
        callService<{ userId: string | null }>(authUrl, `${path(customerId)}/revoke`, {
          method: 'POST',
          body: { actorId },
          requestId,
        }),
      );
      return answer.userId;
    },
  };
}
