import type { InternalStaffContactsResponse } from '@studio/contracts/users';
import type { CallService } from './service-client.js';
import { staffLookupFromAuth } from './staff-directory.js';

export type StaffContact = InternalStaffContactsResponse['users'][number];

/** Staff names and email addresses, for notices to staff (auth's `POST /internal/users/contacts/lookup`). */
export interface StaffContacts {
  /** Throws when the auth service cannot answer. */
  find(ids: string[], requestId?: string): Promise<Map<string, StaffContact>>;
}

export function staffContactsFromAuth(callService: CallService, authUrl: string): StaffContacts {
  return staffLookupFromAuth<InternalStaffContactsResponse>(
    callService,
    authUrl,
    '/internal/users/contacts/lookup',
  );
}
