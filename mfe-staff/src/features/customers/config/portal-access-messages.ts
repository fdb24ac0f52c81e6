import type { PortalAccess } from '@studio/contracts/customer-accounts';

/** What the customer row says about the customer's own area (issue 15). */
export const portalAccessMessages = {
  state: {
    none: 'Portal: not invited',
    invited: 'Portal: invited',
    active: 'Portal: active',
  } satisfies Record<PortalAccess, string>,
  unknown: 'Portal: status unavailable',
  invite: 'Invite to portal',
  inviteAgain: 'Send a new invite',
  revoke: 'Revoke portal access',
  invited: (name: string) => `${name} was emailed a link to set their password (valid 72 hours).`,
  inviteFailed: 'The invite could not be sent.',
  revokeTitle: 'Revoke portal access?',
  revokeBody: (name: string) =>
    `${name} will be signed out everywhere and can no longer sign in. You can invite them again later.`,
  revokeConfirm: 'Revoke access',
  keep: 'Keep access',
  revoked: (name: string) => `${name} no longer has portal access.`,
  revokeFailed: 'Access could not be revoked.',
} as const;
