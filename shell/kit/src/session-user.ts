import type { User } from '@studio/contracts/auth';

/** A signed-in staff member as the BFF returns it (`{ _id, name, email, role, status, dateCreated, lastEdited }`). */
export type SessionUser = User;
