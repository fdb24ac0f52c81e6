import Type from 'typebox';
import { emailAddress, newPassword, personName, User } from './auth.js';

/**
 * Customers' own accounts (issue 15). A customer's account lives in the auth service beside the
 * staff's, with role `customer` and the id of its customer record; staff invite it from the
 * customer service (which owns the customer and checks who may), the customer sets a password
 * from the mailed `/welcome/<token>` link and then signs in on the same login screen.
 */

/** `none`: no account; `invited`: a link was mailed, no password yet; `active`: signs in. */
export const PortalAccess = Type.Union([
  Type.Literal('none'),
  Type.Literal('invited'),
  Type.Literal('active'),
]);
export type PortalAccess = Type.Static<typeof PortalAccess>;

/**
 * `GET /api/customers/:id/access`, `POST /api/customers/:id/invite` and
 * `DELETE /api/customers/:id/access` (customer service: owner trainer or admin).
 */
export const CustomerPortalAccess = Type.Object({ portalAccess: PortalAccess });
export type CustomerPortalAccess = Type.Static<typeof CustomerPortalAccess>;

export const customerInviteValidHours = 72;

export const noEmailToInviteMessage =
  'This customer has no email address. Add one before inviting them to the portal.';

/** A signed-in customer as login and the welcome link answer them (`{ token, user }`). */
export const CustomerAccountUser = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: Type.Literal('customer'),
  customerId: Type.String({ format: 'uuid' }),
  status: Type.Literal('active'),
  dateCreated: Type.String({ format: 'date-time' }),
  lastEdited: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CustomerAccountUser = Type.Static<typeof CustomerAccountUser>;

/** Whoever signs in: staff or a customer (`POST /api/login`, `/internal/login`). */
export const SignedInUser = Type.Union([User, CustomerAccountUser]);
export type SignedInUser = Type.Static<typeof SignedInUser>;

export const SignedInUserResponse = Type.Object({ user: SignedInUser });
export type SignedInUserResponse = Type.Static<typeof SignedInUserResponse>;

/** The welcome link's token (`/welcome/<token>`, 32 random bytes base64url). */
export const WelcomeParams = Type.Object(
  { token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type WelcomeParams = Type.Static<typeof WelcomeParams>;

/** `GET /api/welcome/:token` (public): the link still works, for whom. */
export const WelcomeInvitation = Type.Object({ name: Type.String() });
export type WelcomeInvitation = Type.Static<typeof WelcomeInvitation>;

/** `POST /api/welcome/:token` (BFF) and `POST /internal/welcome/:token` (auth). Same rules as staff passwords. */
export const WelcomeBody = Type.Object({ password: newPassword }, { additionalProperties: false });
export type WelcomeBody = Type.Static<typeof WelcomeBody>;

export const usedInviteMessage =
  'This invitation link has already been used. Sign in with your email and password, or use "Forgot password" if you need a new one.';
export const expiredInviteMessage =
  'This invitation link has expired (links work for 72 hours). Please ask the studio to send you a new one.';
export const unknownInviteMessage =
  'This invitation link is not valid. It may have been replaced by a newer one: please use the link in the latest email from the studio.';

/** A page of the customers screen holds at most this many customers. */
export const maxPortalAccessIds = 200;

/**
 * `GET /internal/customer-accounts?customerIds=a,b` (customer service → auth): one page's access
 * states in one call, each asked customer once (`none` when they have no account).
 */
export const InternalPortalAccessQuery = Type.Object(
  { customerIds: Type.String({ maxLength: maxPortalAccessIds * 37 }) },
  { additionalProperties: false },
);
export type InternalPortalAccessQuery = Type.Static<typeof InternalPortalAccessQuery>;

export const InternalPortalAccessList = Type.Object({
  accounts: Type.Array(
    Type.Object({ customerId: Type.String({ format: 'uuid' }), portalAccess: PortalAccess }),
  ),
});
export type InternalPortalAccessList = Type.Static<typeof InternalPortalAccessList>;

/** `POST /internal/customer-accounts/:customerId/invite` (customer service → auth). */
export const InternalInviteBody = Type.Object(
  { name: personName, email: emailAddress, actorId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type InternalInviteBody = Type.Static<typeof InternalInviteBody>;

/** `POST /internal/customer-accounts/:customerId/revoke`. */
export const InternalRevokeBody = Type.Object(
  { actorId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type InternalRevokeBody = Type.Static<typeof InternalRevokeBody>;

/** The ended account, whose sessions the BFF must end; null when there was none. */
export const InternalRevokeResult = Type.Object({
  userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type InternalRevokeResult = Type.Static<typeof InternalRevokeResult>;

export const CustomerAccountParams = Type.Object(
  { customerId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CustomerAccountParams = Type.Static<typeof CustomerAccountParams>;

/** `GET /api/studio-contact` (auth; any signed-in person): how a customer reaches the studio. */
export const StudioContact = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
});
export type StudioContact = Type.Static<typeof StudioContact>;
