// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { ResetPasswordPage } from './ResetPasswordPage';

const at = '/reset-password/abc123';
const route = '/reset-password/:token';

describe('ResetPasswordPage', () => {
  it('has New Password and Confirm Password with show/hide toggles and a Reset Password button', () => {
    renderPage(<ResetPasswordPage />, { at, route });
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('refuses different passwords with the spec message', async () => {
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { at, route });
    await user.type(screen.getByLabelText('New Password'), 'first choice');
    await user.type(screen.getByLabelText('Confirm Password'), 'second choice');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Passwords do not match. Please try again.',
    );
  });

  it('shows the spec error and stays when the reset call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { at, route });
    await user.type(screen.getByLabelText('New Password'), 'same new password');
    await user.type(screen.getByLabelText('Confirm Password'), 'same new password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error resetting password. Please try again.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(at);
  });
});
