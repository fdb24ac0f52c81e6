import { describe, expect, it } from 'vitest';
import { builtRemotes } from '../src/portal.js';
import { usePortal } from '../src/use-portal.js';

// The scheduling remote's entry in the runtime remote list points at a manifest that does not exist.
const remotes = builtRemotes();
const app = usePortal({
  remotesJson: {
    remotes: remotes.remotes.map((remote) =>
      remote.name === 'mfe_scheduling'
        ? { ...remote, entry: '/remotes/nowhere/mf-manifest.json' }
        : remote,
    ),
  },
});

describe('a remote that cannot be loaded', () => {
  it('shows the unavailable fallback for its area only; nav and the other areas still work', async () => {
    const page = await app.newPage();

    await page.goto('/register');
    await page.getByLabel('NAME', { exact: true }).fill('Robin Admin');
    await page.getByLabel('EMAIL ADDRESS').fill('robin.admin@example.com');
    await page.getByLabel('PASSWORD', { exact: true }).fill('a long enough password');
    await page.getByLabel('SELECT ROLE').selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'REGISTER' }).click();

    // /admindashboard belongs to mfe_scheduling: its area shows the fallback ...
    await page.waitForURL(/\/admindashboard$/);
    const main = page.getByRole('main');
    await main
      .getByRole('alert')
      .getByText(/unavailable/i)
      .waitFor();
    // ... while the shell's navigation still renders with the admin links,
    const nav = page.getByRole('navigation');
    await nav.locator('a[href="/customers"]').first().waitFor();

    // and another remote's area (mfe_staff's profile) renders normally.
    await nav.getByRole('button', { name: 'Robin Admin' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await main.getByText('robin.admin@example.com', { exact: true }).waitFor();
    expect(await main.getByRole('alert').count()).toBe(0);
  });
});
