import { crc16Ccitt, emvcoFields } from '@studio/contracts/emvco';
import type { PaymentListEntry } from '@studio/contracts/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodedQrCode } from '../src/qr-code.js';
import { callPortalApi } from '../src/portal-api.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const tara = { name: 'Tara Trainer', email: 'tara@example.com', password: 'tara password 123' };
const customer = {
  name: 'Tan Mei Ling',
  email: 'meiling@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S1234567D',
  sex: 'F',
};

beforeAll(async () => {
  const { token } = await callPortalApi<{ token: string }>(
    app.portal.url,
    null,
    'POST',
    '/api/register',
    { ...admin, role: 'admin' },
  );
  const { user: trainer } = await callPortalApi<{ user: { _id: string } }>(
    app.portal.url,
    token,
    'POST',
    '/api/admin/users',
    { ...tara, role: 'trainer' },
  );
  await callPortalApi(app.portal.url, token, 'POST', '/api/customers', {
    ...customer,
    trainerID: trainer._id,
  });
});

describe('paying by the PayNow QR code', () => {
  it('an admin sets the PayNow account, shows a customer the code for the amount, and the payment keeps its reference', async () => {
    const page = await app.newPage();
    await logIn(page, admin);

    // The account, typed the way people write a mobile number.
    await page.getByRole('navigation').getByRole('link', { name: 'SETTINGS' }).click();
    await page.getByRole('heading', { name: 'Studio settings' }).waitFor();
    await page.getByLabel('A Singapore mobile number').check();
    await page.getByLabel('PayNow mobile number').fill('+65 9123 4567');
    await page.getByLabel('Payee name (as the bank shows it)').fill('Apex Body Studio');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();

    await page.goto('/customers');
    await page
      .getByRole('row')
      .filter({ hasText: customer.email })
      .getByRole('button', { name: `PayNow for ${customer.name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount paid ($)').fill('650');
    const qrCode = dialog.getByRole('img', {
      name: /^PayNow QR code: pay \$650\.00 to Apex Body Studio, reference /,
    });
    await qrCode.waitFor();
    const reference = (await dialog.locator('.paynow-reference strong').textContent()) ?? '';
    expect(reference).toMatch(/^TANMEILING-[A-Z2-9]{8}$/);
    expect(await qrCode.getAttribute('aria-label')).toContain(`reference ${reference}`);

    // The pixels the page shows, decoded as a phone's banking app would.
    const decoded = await decodedQrCode(qrCode);
    expect(decoded).not.toBeNull();
    const payload = decoded!;
    const fields = emvcoFields(payload);
    expect(Object.fromEntries(emvcoFields(fields.get('26')!))).toEqual({
      '00': 'SG.PAYNOW',
      '01': '0',
      '02': '+6591234567',
      '03': '0',
    });
    expect(fields.get('54')).toBe('650.00');
    expect(fields.get('59')).toBe('Apex Body Studio');
    expect(emvcoFields(fields.get('62')!).get('01')).toBe(reference);
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));

    await dialog.getByLabel('Number of trainings paid for').fill('10');
    expect(await dialog.getByLabel('Package valid for (days)').inputValue()).toBe('180');
    await dialog.getByRole('button', { name: 'I have checked the PayNow receipt' }).click();
    await dialog.getByText('Thank you. Payment records have been updated accordingly.').waitFor();

    const payments = await app.api<PaymentListEntry[]>(page, 'GET', '/api/payments');
    expect(payments).toEqual([
      expect.objectContaining({ amountPaid: 650, numOfTrainingsPaidFor: 10, reference }),
    ]);
  });
});
