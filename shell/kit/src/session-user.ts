import type { SignedInUser } from '@studio/contracts/customer-accounts';

/**
 * A signed-in person as the BFF returns it (`{ _id, name, email, role, status, dateCreated,
 * lastEdited }`, and `customerId` for a customer).
 */
export type SessionUser = SignedInUser;
