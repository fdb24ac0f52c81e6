// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { ProfilePage } from './ProfilePage';

async function openPanel() {
  const user = userEvent.setup();
  renderPage(<ProfilePage />, { at: '/profile', user: adminUser });
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return user;
}

describe('ProfilePage change password panel', () => {
  it('is closed until Change Password reveals the three fields with show/hide toggles', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<ProfilePage />, { at: '/profile', user: adminUser });
    expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    for (const label of ['Old Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(
        screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('refuses different new passwords with the spec message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await openPanel();
    await user.type(screen.getByLabelText('Old Password'), 'old password');
    await user.type(screen.getByLabelText('New Password'), 'new password one');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new password two');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The new passwords do not match. Please try again.',
    );
  });

  it('shows the spec error in red when the server call fails, keeping the panel open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await openPanel();
    await user.type(screen.getByLabelText('Old Password'), 'old password');
    await user.type(screen.getByLabelText('New Password'), 'new password one');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new password one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating password. Please try again.',
    );
    expect(screen.getByLabelText('Old Password')).toBeInTheDocument();
  });

  it('closes and clears on Cancel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await openPanel();
    await user.type(screen.getByLabelText('Old Password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });
});
