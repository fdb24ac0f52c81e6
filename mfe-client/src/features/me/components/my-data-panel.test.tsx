// Nothing listens on this origin, so the call really fails (no stubbed responses); the success
// path is the system test's (system-tests/test/customer-data-rights.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { messages } from '../../../config/messages';
import type { MyCustomer } from '../api/my-account-api';
import { MyDataPanel } from './MyDataPanel';

const user: SessionUser = {
  _id: '2b7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
  name: 'Casey Lim',
  email: 'casey@example.com',
  role: 'customer',
  customerId: '3c7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
  status: 'active',
  dateCreated: '2026-11-01T07:05:00.000Z',
  lastEdited: null,
};

const customer = { _id: user.customerId, name: user.name, emailsOff: false } as MyCustomer;

describe('MyDataPanel', () => {
  it('offers the data as downloads: the JSON document and the readable summary', () => {
    renderPage(<MyDataPanel customer={customer} />, { at: '/me', user });
    const json = screen.getByRole('link', { name: messages.downloadDataJson });
    expect(json).toHaveAttribute('href', '/api/me/export');
    expect(json).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: messages.downloadDataHtml })).toHaveAttribute(
      'href',
      '/api/me/export?format=html',
    );
  });

  it('says so when a download fails, rather than saving an error as the file', async () => {
    renderPage(<MyDataPanel customer={customer} />, { at: '/me', user });
    await userEvent.setup().click(screen.getByRole('link', { name: messages.downloadDataJson }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.downloadFailed);
  });

  it('stops emails in one click, and says so when that fails', async () => {
    renderPage(<MyDataPanel customer={customer} />, { at: '/me', user });
    expect(screen.getByText(messages.emailsOn)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.stopEmails }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.stopEmailsFailed);
  });

  it('says mail is off, with no button, once it is', () => {
    renderPage(<MyDataPanel customer={{ ...customer, emailsOff: true }} />, { at: '/me', user });
    expect(screen.getByText(messages.emailsOff)).toBeVisible();
    expect(screen.queryByRole('button', { name: messages.stopEmails })).toBeNull();
  });
});
