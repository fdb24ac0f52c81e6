import { describe, expect, it } from 'vitest';
import { builtRemotes } from '../src/portal.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

// Issue 15: the customers' remote is deployed alone; when it is down (its server refuses
// connections: port 9 has no listener here) the staff and public areas keep working and the
// customer's area shows its own "unavailable" fallback.
const app = usePortal({
  remotesJson: {
    remotes: builtRemotes().remotes.map((remote) =>
      remote.name === 'mfe_client'
        ? { ...remote, entry: 'http://127.0.0.1:9/mf-manifest.json' }
        : remote,
    ),
  },
});

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };

describe('with the customers’ remote down', () => {
  it('the public pages and the staff area work; only the customer’s pages fall back', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/founder');
    await visitor.getByRole('main').getByRole('heading').first().waitFor();
    expect(await visitor.getByRole('main').getByRole('alert').count()).toBe(0);

    const adminPage = await app.newPage();
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await logIn(adminPage, admin);
    await adminPage.goto('/customers');
    await adminPage.getByRole('heading', { name: 'List of Customers' }).waitFor();
    await adminPage.goto('/trainings');
    await adminPage.getByRole('main').getByRole('heading').first().waitFor();
    expect(await adminPage.getByRole('main').getByRole('alert').count()).toBe(0);

    // The invite link's page belongs to the customers' remote: its area says it is unavailable,
    // the navigation still works.
    const customer = await app.newPage();
    await customer.goto('/welcome/some-token');
    await customer
      .getByRole('main')
      .getByRole('alert')
      .getByText(/unavailable/i)
      .waitFor();
    await customer.getByRole('navigation').getByRole('link', { name: 'LOGIN' }).click();
    await customer.waitForURL(/\/login$/);
    await customer.getByRole('button', { name: 'LOGIN' }).waitFor();
  });
});
