import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = {
  name: 'Ada Admin',
  email: 'ada.export@example.com',
  password: 'admin password 123',
};
const tara = {
  name: 'Tara Trainer',
  email: 'tara.export@example.com',
  password: 'tara password 1',
};

const webAppHeaders = () => ({ 'X-Requested-With': 'studio-web', Origin: app.portal.url });

async function logIn(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/password/i).fill(person.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/dashboard$/);
}

describe('CSV export of the customers list', () => {
  it('downloads the whole list from the screen, and a filtered one, with the IC masked and formulas defused', async () => {
    const page = await app.newPage();
    const registered = await page.request.post('/api/register', {
      data: { ...admin, role: 'admin' },
      headers: webAppHeaders(),
    });
    expect(registered.status()).toBe(201);
    const trainer = await app.api<{ user: { _id: string } }>(page, 'POST', '/api/admin/users', {
      ...tara,
      role: 'trainer',
    });
    for (const [name, email] of [
      ['Tan Mei Ling', 'meiling@example.com'],
      ['=SUM(A1:A9)', 'formula@example.com'],
      ['Lim Bob', 'bob@studio.sg'],
    ] as const) {
      await app.api(page, 'POST', '/api/customers', {
        name,
        email,
        phone: '91234567',
        dateOfBirth: '1990-05-17',
        ic: 'S1234567D',
        sex: 'Female',
        trainerID: trainer.user._id,
      });
    }
    await logIn(page, admin);
    await page.goto('/customers');
    await page.getByRole('row').filter({ hasText: 'bob@studio.sg' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('customers.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,IC,Date of Birth,Sex,Date Joined,Trainings Left,Trainer,Payments,Total Paid ($),Next Expiry,Sessions Expiring',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'meiling@example.com',
      'formula@example.com',
      'bob@studio.sg',
    ]);
    expect(lines[2]!.startsWith("'=SUM(A1:A9),")).toBe(true);
    expect(lines.join('\n')).toContain('S****567D');
    expect(lines.join('\n')).not.toContain('S1234567D');

    // The filtered export, as the browser session asks for it.
    const filtered = await page.request.get('/api/customers/export.csv?q=studio.sg&sort=name');
    expect(filtered.status()).toBe(200);
    expect(filtered.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const filteredLines = (await filtered.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(filteredLines).toHaveLength(2);
    expect(filteredLines[1]).toMatch(
      /^Lim Bob,bob@studio.sg,91234567,S\*\*\*\*567D,1990-05-17,Female,/,
    );
  });
});
