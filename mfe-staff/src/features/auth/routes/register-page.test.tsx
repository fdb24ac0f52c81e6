// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { pendingApprovalMessage } from '@studio/contracts/auth';
import { messages } from '../../../config/messages';
import { RegisterPage } from './RegisterPage';

describe('RegisterPage', () => {
  it('asks for NAME, EMAIL ADDRESS, PASSWORD and SELECT ROLE with Trainer chosen by default', () => {
    renderPage(<RegisterPage />, { at: '/register' });
    expect(screen.getByLabelText('NAME')).toBeRequired();
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('PASSWORD')).toHaveAttribute('type', 'password');
    const role = screen.getByLabelText('SELECT ROLE');
    expect(role).toHaveDisplayValue('Trainer');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Trainer',
      'Admin',
    ]);
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeInTheDocument();
  });

  it('shows the password on request and hides it again', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/register' });
    await user.type(screen.getByLabelText('PASSWORD'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('PASSWORD')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('PASSWORD')).toHaveValue('secret words');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('PASSWORD')).toHaveAttribute('type', 'password');
  });

  it('shows the failure message when registration fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/register' });
    await user.type(screen.getByLabelText('NAME'), 'Alice');
    await user.type(screen.getByLabelText('EMAIL ADDRESS'), 'alice@example.com');
    await user.type(screen.getByLabelText('PASSWORD'), 'long enough password');
    await user.selectOptions(screen.getByLabelText('SELECT ROLE'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration Failed, Please Try Again!',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('words the notice after a registration that waits with the sentence a refused sign-in shows', () => {
    expect(messages.registrationPending).toContain(pendingApprovalMessage);
  });
});
