// Nothing listens on this origin, so an API call would really fail (no stubbed responses); the
// invite and revoke paths are the browser test's (e2e/test/customer-area.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4395/"}
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalAccess } from '@studio/contracts/customer-accounts';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { portalAccessMessages } from '../config/portal-access-messages';
import { PortalAccessControl } from './PortalAccessControl';

const renderControl = (portalAccess: PortalAccess | null) =>
  renderPage(<PortalAccessControl customer={{ _id: 'c1', name: 'Casey Lim', portalAccess }} />, {
    user: adminUser,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PortalAccessControl', () => {
  it('shows the state the row carries, without asking the server per row', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderControl('invited');
    expect(await screen.findByText(portalAccessMessages.state.invited)).toBeVisible();
    expect(screen.getByRole('button', { name: /Send a new invite/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Revoke portal access/ })).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers Invite when not invited, and only Revoke when active', async () => {
    const { unmount } = renderControl('none');
    expect(await screen.findByText(portalAccessMessages.state.none)).toBeVisible();
    expect(screen.getByRole('button', { name: /Invite to portal/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Revoke portal access/ })).toBeNull();
    unmount();
    renderControl('active');
    expect(await screen.findByText(portalAccessMessages.state.active)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Invite to portal/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Revoke portal access/ })).toBeVisible();
  });

  it('says when the portal status cannot be read, and offers no action it cannot back', async () => {
    renderControl(null);
    expect(await screen.findByText(portalAccessMessages.unknown)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Invite to portal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke portal access/ })).toBeNull();
  });
});
