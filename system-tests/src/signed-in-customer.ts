import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { ApiClient } from './api-client.js';
import type { PortalSettings } from './portal-settings.js';
import type { StaffMember } from './staff.js';
import type { StudioData } from './studio-data.js';

/** A customer who set their password from the invite's link, signed in. */
export interface CustomerMember {
  /** Their account's id (auth). */
  id: string;
  /** Their customer record's id (customer service). */
  customerId: string;
  name: string;
  email: string;
  password: string;
  role: 'customer';
  /** A session of this customer, used as `Authorization: Bearer`. */
  token: string;
}

/**
 * A customer of `trainer` signed in the way a person is: the trainer invites them, the real mail
 * worker delivers the invite to a real SMTP inbox, and the link's token sets their password
 * through the BFF (which signs them in).
 */
export async function signedInCustomer(
  api: ApiClient,
  settings: PortalSettings,
  data: StudioData,
  trainer: StaffMember,
): Promise<CustomerMember> {
  const fields = data.customerFields(trainer);
  const created = await api.call('POST', '/api/customers', { token: trainer.token, body: fields });
  if (created.status !== 201) throw new Error(`adding a customer answered ${created.status}`);
  const customerId = (created.body as { _id: string })._id;
  const delivery = await startMailDelivery({
    redisUrl: settings.redisUrl,
    redisPrefix: settings.redisPrefix,
  });
  try {
    const invited = await api.call('POST', `/api/customers/${customerId}/invite`, {
      token: trainer.token,
    });
    if (invited.status !== 200) throw new Error(`inviting answered ${invited.status}`);
    const token = await welcomeTokenDelivered(delivery, fields.email);
    const password = `pw-${customerId}`;
    const welcomed = await api.call('POST', `/api/welcome/${token}`, { body: { password } });
    if (welcomed.status !== 200)
      throw new Error(
        `the welcome link answered ${welcomed.status}: ${JSON.stringify(welcomed.body)}`,
      );
    const { token: session, user } = welcomed.body as { token: string; user: { _id: string } };
    return {
      id: user._id,
      customerId,
      name: fields.name,
      email: fields.email,
      password,
      role: 'customer',
      token: session,
    };
  } finally {
    await delivery.close();
  }
}

async function welcomeTokenDelivered(
  delivery: Awaited<ReturnType<typeof startMailDelivery>>,
  email: string,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await delivery.mails()).find((delivered) => delivered.to.includes(email));
    const token = /\/welcome\/([A-Za-z0-9_-]{43})/.exec(mail?.parsed.text ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invite reached ${email}`);
}
