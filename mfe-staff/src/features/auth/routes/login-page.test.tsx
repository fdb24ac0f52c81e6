// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('has the spec fields, the Forgot Password? link and the LOGIN button', () => {
    renderPage(<LoginPage />, { at: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('shows the red failure message when the sign-in call fails, and stays on /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<LoginPage />, { at: '/login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed, Please Try Again!');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
