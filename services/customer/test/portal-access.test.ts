import { noEmailToInviteMessage } from '@studio/contracts/customer-accounts';
import { customerIdentityHeaders } from '@studio/service-kit/testing/customer-identity';
import { newAdmin } from '@studio/service-kit/testing/staff-identity';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders, secret } from './customer-test-app.js';
import { MailTestServices } from './mail-test-services.js';

const services = MailTestServices.forTests();
let trainer: Awaited<ReturnType<MailTestServices['trainer']>>;
let otherTrainer: Awaited<ReturnType<MailTestServices['trainer']>>;

beforeAll(async () => {
  trainer = await services.trainer('Tina Trainer');
  otherTrainer = await services.trainer('Other Olga');
});

const accessCall = async (
  method: 'GET' | 'POST' | 'DELETE',
  customerId: string,
  headers: Record<string, string>,
) =>
  services.customer.inject({
    method,
    url: `/api/customers/${customerId}/${method === 'POST' ? 'invite' : 'access'}`,
    headers,
  });

/** What the customers screen's page says about the customer (searched by name). */
async function listedAccess(customerId: string, name: string, headers: Record<string, string>) {
  const page = await services.customer.inject({
    method: 'GET',
    url: `/api/customers?limit=50&q=${encodeURIComponent(name)}`,
    headers,
  });
  expect(page.statusCode).toBe(200);
  const items = page.json().items as Array<{ _id: string; portalAccess: string | null }>;
  return items.find((item) => item._id === customerId)?.portalAccess;
}

/** The welcome link's token from the invite the real mail worker delivered to the inbox. */
async function deliveredWelcomeToken(email: string, count = 1): Promise<string> {
  const mails = await waitFor(async () => {
    const delivered = await services.mailsTo(email);
    return delivered.length >= count ? delivered : undefined;
  }, 10_000);
  const mail = mails[count - 1]!;
  // Auth mails in the studio's name from its own settings (the defaults here).
  expect(mail.parsed.subject).toBe('Your Apex Body Studio account is ready to set up');
  const token = /\/welcome\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe("a customer's portal access", () => {
  it('is invited by their trainer by mail, becomes active with a password, and is revoked', async () => {
    const customerId = await services.addCustomer(trainer, { name: 'Portal Pat' });
    const email = await services.emailOf(customerId);
    const staff = await identityHeaders(trainer);
    const admin = await identityHeaders(newAdmin('Ada'));
    expect((await accessCall('GET', customerId, staff)).json()).toEqual({ portalAccess: 'none' });
    expect(await listedAccess(customerId, 'Portal Pat', staff)).toBe('none');

    const invited = await accessCall('POST', customerId, staff);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({ portalAccess: 'invited' });
    const token = await deliveredWelcomeToken(email);
    expect((await accessCall('GET', customerId, staff)).json()).toEqual({
      portalAccess: 'invited',
    });
    expect(await listedAccess(customerId, 'Portal Pat', staff)).toBe('invited');
    expect(await listedAccess(customerId, 'Portal Pat', admin)).toBe('invited');

    const welcomed = await services.auth.inject({
      method: 'POST',
      url: `/internal/welcome/${token}`,
      payload: { password: 'pat rows at dawn' },
    });
    expect(welcomed.statusCode).toBe(200);
    const account = welcomed.json().user;
    expect(account).toMatchObject({ customerId, role: 'customer', email });
    expect((await accessCall('GET', customerId, staff)).json()).toEqual({
      portalAccess: 'active',
    });
    expect(await listedAccess(customerId, 'Portal Pat', staff)).toBe('active');
    expect((await accessCall('POST', customerId, staff)).statusCode).toBe(409);

    const revoked = await accessCall('DELETE', customerId, staff);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ portalAccess: 'none' });
    expect(revoked.headers['x-studio-end-sessions']).toBe(account._id);
    expect((await accessCall('GET', customerId, staff)).json()).toEqual({ portalAccess: 'none' });
    expect(await listedAccess(customerId, 'Portal Pat', staff)).toBe('none');
    expect(await listedAccess(customerId, 'Portal Pat', admin)).toBe('none');
    const again = await accessCall('DELETE', customerId, staff);
    expect(again.headers['x-studio-end-sessions']).toBeUndefined();
  });

  it('is only for the customer’s own trainer or an admin', async () => {
    const customerId = await services.addCustomer(trainer, { name: 'Private Priya' });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const other = await accessCall(method, customerId, await identityHeaders(otherTrainer));
      expect(other.statusCode, method).toBe(404);
      const signedOut = await accessCall(method, customerId, {});
      expect(signedOut.statusCode, method).toBe(401);
      const asCustomer = await accessCall(
        method,
        customerId,
        await customerIdentityHeaders(
          { userId: customerId, customerId, name: 'Private Priya' },
          secret,
        ),
      );
      expect(asCustomer.statusCode, method).toBe(403);
    }
    const admin = await accessCall('POST', customerId, await identityHeaders(newAdmin('Ada')));
    expect(admin.json()).toEqual({ portalAccess: 'invited' });
    await deliveredWelcomeToken(await services.emailOf(customerId));
  });

  it('needs an email address to invite', async () => {
    const customerId = await services.addCustomer(trainer, { name: 'Mailless Max' });
    await services.sql('UPDATE customer.customers SET email = $2 WHERE id = $1 RETURNING id', [
      customerId,
      '',
    ]);
    const refused = await accessCall('POST', customerId, await identityHeaders(trainer));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: noEmailToInviteMessage });
  });
});

describe('GET /api/me/customer', () => {
  it('answers a signed-in customer with their own record only, IC masked; staff are refused', async () => {
    const customerId = await services.addCustomer(trainer, { name: 'Own Olive' });
    await services.addCustomer(trainer, { name: 'Someone Else' });
    await services.pay(customerId, 10);
    const me = await services.customer.inject({
      method: 'GET',
      url: '/api/me/customer',
      headers: await customerIdentityHeaders(
        { userId: '00000000-0000-4000-8000-000000000001', customerId, name: 'Own Olive' },
        secret,
      ),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      _id: customerId,
      name: 'Own Olive',
      ic: 'S****567D',
      numOfTrainings: 10,
      trainerID: { _id: trainer.userId, name: 'Tina Trainer' },
    });
    expect(me.json().paymentHistory).toHaveLength(1);

    const staff = await services.customer.inject({
      method: 'GET',
      url: '/api/me/customer',
      headers: await identityHeaders(trainer),
    });
    expect(staff.statusCode).toBe(403);
    const signedOut = await services.customer.inject({ method: 'GET', url: '/api/me/customer' });
    expect(signedOut.statusCode).toBe(401);
  });
});
