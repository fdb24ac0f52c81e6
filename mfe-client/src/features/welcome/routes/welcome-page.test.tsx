// Nothing listens on this origin, so the link check really fails (no stubbed responses); the
// success path is the browser test's (e2e/test/customer-area.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4396/"}
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { messages } from '../../../config/messages';
import { WelcomePage } from './WelcomePage';

describe('WelcomePage', () => {
  it('checks the link at once and says clearly when it cannot be used, with a way to sign in', async () => {
    renderPage(<WelcomePage />, { at: '/welcome/abc', route: '/welcome/:token' });
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    expect(screen.getByText(messages.welcomeChecking)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.welcomeLinkFailed);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
