import type { FastifyBaseLogger } from 'fastify';
import type { InternalUsersResponse, StaffLookupBody } from '@studio/contracts/users';
import type { CallService } from './service-client.js';

export type StaffMember = InternalUsersResponse['users'][number];

/** Current names and roles of staff, read from the auth service (names change; services never copy them). */
export interface StaffDirectory {
  /** Throws when the auth service cannot answer. */
  find(ids: string[], requestId?: string): Promise<Map<string, StaffMember>>;
}

export function staffDirectoryFromAuth(callService: CallService, authUrl: string): StaffDirectory {
  return staffLookupFromAuth<InternalUsersResponse>(callService, authUrl, '/internal/users/lookup');
}

/**
 * Reads staff by id from one of auth's internal lookups (`POST <path>` with `{ ids }`), each id
 * asked once, however many. Throws when the auth service cannot answer.
 */
export function staffLookupFromAuth<Response extends { users: { _id: string }[] }>(
  callService: CallService,
  authUrl: string,
  path: string,
): { find(ids: string[], requestId?: string): Promise<Map<string, Response['users'][number]>> } {
  return {
    async find(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const body: StaffLookupBody = { ids: unique };
      const { users } = await callService<Response>(authUrl, path, {
        method: 'POST',
        body,
        requestId,
        timeoutMs: 3000,
      });
      return new Map(users.map((user) => [user._id, user]));
    },
  };
}

/** Names for display: when auth cannot answer, lists still load and the names read 'Unknown'. */
export async function staffNamesOrUnknown(
  directory: StaffDirectory,
  ids: string[],
  log: FastifyBaseLogger,
  requestId: string,
): Promise<(id: string) => string> {
  try {
    const staff = await directory.find(ids, requestId);
    return (id) => staff.get(id)?.name ?? 'Unknown';
  } catch (error) {
    log.warn({ err: error }, 'staff names unavailable');
    return () => 'Unknown';
  }
}

/**
 * Names for display across the chunks of a streamed whole list: each chunk asks auth only for the
 * ids no earlier chunk has named, so a list of any length makes a few short lookups instead of one
 * that grows with it. When auth cannot answer, that chunk's new names read 'Unknown' and are asked
 * again with the next chunk.
 */
export function staffNamesPerChunk(
  directory: StaffDirectory,
  log: FastifyBaseLogger,
  requestId: string,
): (ids: string[]) => Promise<(id: string) => string> {
  const known = new Map<string, string>();
  return async (ids) => {
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      try {
        const staff = await directory.find(missing, requestId);
        for (const id of missing) known.set(id, staff.get(id)?.name ?? 'Unknown');
      } catch (error) {
        log.warn({ err: error }, 'staff names unavailable');
      }
    }
    return (id) => known.get(id) ?? 'Unknown';
  };
}

/** Every staff member with their current name: lists ordered or searched by trainer across the chain. */
export interface StaffRoster {
  /** Throws when the auth service cannot answer. */
  all(requestId?: string): Promise<StaffMember[]>;
}

export function staffRosterFromAuth(callService: CallService, authUrl: string): StaffRoster {
  return {
    async all(requestId) {
      const { users } = await callService<InternalUsersResponse>(authUrl, '/internal/users/staff', {
        requestId,
        timeoutMs: 3000,
      });
      return users;
    },
  };
}
