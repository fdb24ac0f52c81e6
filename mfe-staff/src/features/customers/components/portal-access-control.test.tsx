// Nothing listens on this origin, so every API call really fails (no stubbed responses); the
// invite and revoke paths are the browser test's (e2e/test/customer-area.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4395/"}
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { portalAccessMessages } from '../config/portal-access-messages';
import { PortalAccessControl } from './PortalAccessControl';

describe('PortalAccessControl', () => {
  it('says when the portal status cannot be read, and offers no action it cannot back', async () => {
    renderPage(<PortalAccessControl customer={{ _id: 'c1', name: 'Casey Lim' }} />, {
      user: adminUser,
    });
    expect(await screen.findByText(portalAccessMessages.unknown)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Invite to portal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke portal access/ })).toBeNull();
  });
});
