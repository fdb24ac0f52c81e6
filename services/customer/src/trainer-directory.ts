import type { FastifyBaseLogger } from 'fastify';
import type { CallService } from '@studio/service-kit/service-client';

export interface StaffUser {
  _id: string;
  name: string;
  role: 'admin' | 'trainer';
}

/** Current names and roles of staff, from the auth service (names change; they are never copied here). */
export interface TrainerDirectory {
  /** Throws when the auth service cannot answer. */
  find(ids: string[], requestId?: string): Promise<Map<string, StaffUser>>;
}

export function trainerDirectoryFromAuth(callService: CallService, authUrl: string): TrainerDirectory {
  return {
    async find(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { users } = await callService<{ users: StaffUser[] }>(authUrl, `/internal/users?ids=${unique.map(encodeURIComponent).join(',')}`, {
        requestId,
        timeoutMs: 3000,
      });
      return new Map(users.map((user) => [user._id, user]));
    },
  };
}

/** Names for display: when auth cannot answer, the list still loads and the names read 'Unknown'. */
export async function trainerNamesOrUnknown(
  directory: TrainerDirectory,
  ids: string[],
  log: FastifyBaseLogger,
  requestId: string,
): Promise<(id: string) => string> {
  try {
    const users = await directory.find(ids, requestId);
    return (id) => users.get(id)?.name ?? 'Unknown';
  } catch (error) {
    log.warn({ err: error }, 'trainer names unavailable');
    return () => 'Unknown';
  }
}
