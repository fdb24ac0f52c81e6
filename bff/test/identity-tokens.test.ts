import { verifyIdentity } from '@studio/service-kit/identity-token';
import { describe, expect, it } from 'vitest';
import { createIdentityTokens } from '../src/proxy/identity-tokens.js';
import type { Session } from '../src/session/session-store.js';
import { internalSecret } from './support/bff.js';

const session = (data: Partial<Session['data']>): Session => ({
  id: 'session-hash',
  data: {
    userId: '2b7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
    role: 'trainer',
    name: 'Tom',
    email: 'tom@example.com',
    createdAt: '2026-11-25T00:00:00.000Z',
    ...data,
  },
});

describe("a session's identity token", () => {
  it("carries a customer's record, so services know whose data is theirs", async () => {
    const tokens = createIdentityTokens(internalSecret);
    const customerId = '3c7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c';
    const identity = await verifyIdentity(
      await tokens.forSession(session({ role: 'customer', name: 'Casey', customerId })),
      internalSecret,
    );
    expect(identity).toEqual({
      kind: 'customer',
      userId: '2b7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
      role: 'customer',
      name: 'Casey',
      customerId,
    });
  });

  it('stays a staff identity for staff, and refuses a customer session without its record', async () => {
    const tokens = createIdentityTokens(internalSecret);
    expect(
      await verifyIdentity(await tokens.forSession(session({})), internalSecret),
    ).toMatchObject({ kind: 'user', role: 'trainer' });
    await expect(tokens.forSession(session({ role: 'customer' }))).rejects.toThrow(
      /customer session without its customer record/,
    );
  });
});
