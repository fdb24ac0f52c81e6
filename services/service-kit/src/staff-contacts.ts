import type { InternalStaffContactsResponse } from '@studio/contracts/users';
import type { CallService } from './service-client.js';

export type StaffContact = InternalStaffContactsResponse['users'][number];

/** Staff names and email addresses, for notices to staff (auth's `/internal/users/contacts`). */
export interface StaffContacts {
  /** Throws when the auth service cannot answer. */
  find(ids: string[], requestId?: string): Promise<Map<string, StaffContact>>;
}

export function staffContactsFromAuth(callService: CallService, authUrl: string): StaffContacts {
  return {
    async find(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { users } = await callService<InternalStaffContactsResponse>(
        authUrl,
        `/internal/users/contacts?ids=${unique.map(encodeURIComponent).join(',')}`,
        { requestId, timeoutMs: 3000 },
      );
      return new Map(users.map((user) => [user._id, user]));
    },
  };
}
