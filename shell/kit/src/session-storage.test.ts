import { describe, expect, it } from 'vitest';
import { adminUser } from '../test/render-page';
import { signedIn, signedOut } from './session-slice';
import { readStoredUser } from './session-storage';
import { createStore } from './store';

describe('session persistence', () => {
  it('stores role and user (never a token) on sign-in, and restores them on the next load', () => {
    const store = createStore();
    store.dispatch(signedIn(adminUser));
    expect(localStorage.getItem('role')).toBe('admin');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(adminUser);
    expect(localStorage.getItem('token')).toBeNull();

    const nextLoad = createStore({ user: readStoredUser() });
    expect(nextLoad.getState().session.user).toEqual(adminUser);
  });

  it('forgets both keys on sign-out', () => {
    const store = createStore();
    store.dispatch(signedIn(adminUser));
    store.dispatch(signedOut());
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('ignores a stored user without a valid role or with broken JSON', () => {
    localStorage.setItem('role', 'owner');
    localStorage.setItem('user', JSON.stringify(adminUser));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('role', 'admin');
    localStorage.setItem('user', '{broken');
    expect(readStoredUser()).toBeNull();
  });

  it('restores a customer only with the customer record their area needs', () => {
    const customer = { ...adminUser, role: 'customer', customerId: adminUser._id };
    localStorage.setItem('role', 'customer');
    localStorage.setItem('user', JSON.stringify(customer));
    expect(readStoredUser()).toEqual(customer);
    const { customerId: _dropped, ...withoutRecord } = customer;
    localStorage.setItem('user', JSON.stringify(withoutRecord));
    expect(readStoredUser()).toBeNull();
  });
});
