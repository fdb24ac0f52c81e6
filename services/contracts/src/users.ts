import Type from 'typebox';
import { emailAddress, personName, User, UserRole } from './auth.js';
import { idLookupBody } from './id-lookup.js';

/**
 * Staff accounts, admin only: `GET /api/users` → `User[]` (oldest first), `POST /api/admin/users`
 * (`RegisterBody`) → 201 `{ user }`, `PUT /api/users/:id` → `{ user }`, `DELETE /api/users/:id` → 204.
 */

export const UserIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type UserIdParams = Type.Static<typeof UserIdParams>;

export const UserList = Type.Array(User);
export type UserList = Type.Static<typeof UserList>;

export const UserChangesBody = Type.Object(
  {
    name: Type.Optional(personName),
    email: Type.Optional(emailAddress),
    role: Type.Optional(UserRole),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserChangesBody = Type.Static<typeof UserChangesBody>;

/**
 * `POST /internal/users/lookup` and `POST /internal/users/contacts/lookup` (service identity):
 * every trainer of a chain in one call.
 */
export const maxStaffLookupIds = 10_000;
export const StaffLookupBody = idLookupBody(maxStaffLookupIds);
export type StaffLookupBody = Type.Static<typeof StaffLookupBody>;

/** Current names for other services' lists. */
export const InternalUsersResponse = Type.Object({
  users: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), role: UserRole })),
});
export type InternalUsersResponse = Type.Static<typeof InternalUsersResponse>;

/**
 * `POST /internal/users/contacts/lookup`: where staff notices go (a customer's low balance). Kept
 * apart from the names lookup so lists that only show names never carry email addresses.
 */
export const InternalStaffContactsResponse = Type.Object({
  users: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() })),
});
export type InternalStaffContactsResponse = Type.Static<typeof InternalStaffContactsResponse>;
