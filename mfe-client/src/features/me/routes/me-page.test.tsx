// Nothing listens on this origin, so every API call really fails (no stubbed responses); the
// success path is the browser test's (e2e/test/customer-area.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4397/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { messages } from '../../../config/messages';
import { MePage } from './MePage';

const customerUser: SessionUser = {
  _id: '2b7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
  name: 'Casey Lim',
  email: 'casey@example.com',
  role: 'customer',
  customerId: '3c7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
  status: 'active',
  dateCreated: '2026-11-01T07:05:00.000Z',
  lastEdited: null,
};

describe('MePage', () => {
  it('names every section as a heading and says which ones could not load, each with Try again', async () => {
    renderPage(<MePage />, { at: '/me', user: customerUser });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect(screen.getByText('Hello, Casey Lim')).toBeVisible();
    for (const name of [
      'Sessions left',
      'Upcoming sessions',
      'Book a session',
      'Request a session',
      'Your session requests',
      'Past sessions',
      'Payments',
      'Your data',
      'Contact the studio',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const balance = screen.getByRole('region', { name: 'Sessions left' });
    expect(await within(balance).findByRole('alert')).toHaveTextContent(messages.balanceFailed);
    expect(within(balance).getByRole('button', { name: 'Try again' })).toBeEnabled();
    const booking = screen.getByRole('region', { name: 'Book a session' });
    expect(await within(booking).findByText(messages.slotsFailed)).toBeVisible();
    expect(within(booking).getByRole('button', { name: 'Try again' })).toBeEnabled();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByRole('alert')).toHaveTextContent(messages.paymentsFailed);
  });

  it('asks for a time in the future before sending a request', async () => {
    const user = userEvent.setup();
    renderPage(<MePage />, { at: '/me', user: customerUser });
    const form = screen.getByRole('region', { name: 'Request a session' });
    await user.type(
      within(form).getByLabelText('Date and time (Singapore time)'),
      '2020-01-01T09:00',
    );
    await user.click(within(form).getByRole('button', { name: 'Request session' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.requestNeedsTime);
  });
});
