import type { SessionUser } from '@studio/shell-kit/session-user';

// The spec's browser-storage keys. The session token is never stored: the cookie carries it.
const roleKey = 'role';
const userKey = 'user';

export function readStoredUser(storage: Storage = localStorage): SessionUser | null {
  try {
    const role = storage.getItem(roleKey);
    const user = JSON.parse(storage.getItem(userKey) ?? 'null') as Record<string, unknown> | null;
    if (!user || typeof user.name !== 'string') return null;
    const staff = role === 'admin' || role === 'trainer';
    // A customer's stored user must name their customer record, or the page cannot show it.
    const customer = role === 'customer' && typeof user.customerId === 'string';
    if (!staff && !customer) return null;
    return { ...user, role } as SessionUser;
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
