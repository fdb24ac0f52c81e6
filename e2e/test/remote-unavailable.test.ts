import { describe, expect, it } from 'vitest';
import { builtRemotes } from '../src/portal.js';
import { usePortal } from '../src/use-portal.js';

/** The runtime remote list with the scheduling remote's entry replaced. */
function withSchedulingAt(entry: string) {
  return {
    remotes: builtRemotes().remotes.map((remote) =>
      remote.name === 'mfe_scheduling' ? { ...remote, entry } : remote,
    ),
  };
}

describe.each([
  ['points at a manifest that does not exist', '/remotes/nowhere/mf-manifest.json'],
  // Port 9 (discard) has no listener here: the connection is refused, as when a remote's server is down.
  ['points at a server that is not running', 'http://127.0.0.1:9/mf-manifest.json'],
])('a remote whose entry %s', (_case, entry) => {
  const app = usePortal({ remotesJson: withSchedulingAt(entry) });

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
    await nav.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await main.getByText('robin.admin@example.com', { exact: true }).waitFor();
    expect(await main.getByRole('alert').count()).toBe(0);
  });
});
