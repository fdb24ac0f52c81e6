import type { Role } from './paths';

/** A signed-in staff member as the BFF returns it (`{ _id, name, email, role, dateCreated, lastEdited }`). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  dateCreated: string;
  lastEdited: string | null;
}
