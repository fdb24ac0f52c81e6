import type { SessionUser } from '@studio/shell-kit/session-user';

// The spec's browser-storage keys. The session token is never stored: the cookie carries it.
const roleKey = 'role';
const userKey = 'user';

export function readStoredUser(storage: Storage = localStorage): SessionUser | null {
  try {
    const role = storage.getItem(roleKey);
    const user = JSON.parse(storage.getItem(userKey) ?? 'null') as Partial<SessionUser> | null;
    if (!user || (role !== 'admin' && role !== 'trainer') || typeof user.name !== 'string')
      return null;
    return { ...(user as SessionUser), role };
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser, storage: Storage = localStorage): void {
  storage.setItem(roleKey, user.role);
  storage.setItem(userKey, JSON.stringify(user));
}

export function forgetStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(roleKey);
  storage.removeItem(userKey);
}
