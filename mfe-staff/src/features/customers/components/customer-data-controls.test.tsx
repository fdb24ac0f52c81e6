// Nothing listens on this origin, so the erasure really fails (no stubbed responses); the success
// path is the system test's (system-tests/test/customer-data-rights.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4396/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { customerMessages } from '../config/messages';
import { CustomerDataControls } from './CustomerDataControls';

const customer = { _id: '3c7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c', name: 'Casey Lim' };

describe('CustomerDataControls', () => {
  it('downloads the customer’s data; a trainer is offered no erasure', () => {
    renderPage(<CustomerDataControls customer={customer} canErase={false} onErased={() => {}} />, {
      user: adminUser,
    });
    expect(
      screen.getByRole('link', { name: 'Download the data held about Casey Lim' }),
    ).toHaveAttribute('href', `/api/customers/${customer._id}/export`);
    expect(screen.queryByRole('button', { name: 'Erase Casey Lim' })).toBeNull();
  });

  it('asks an admin to type the name before erasing, and says so when erasing fails', async () => {
    const user = userEvent.setup();
    let erased = false;
    renderPage(
      <CustomerDataControls customer={customer} canErase onErased={() => (erased = true)} />,
      { user: adminUser },
    );
    await user.click(screen.getByRole('button', { name: 'Erase Casey Lim' }));
    const dialog = await screen.findByRole('dialog', { name: customerMessages.eraseTitle });
    expect(dialog).toHaveTextContent("Type the customer's name to confirm.");
    await user.type(screen.getByLabelText(customerMessages.eraseConfirmLabel), 'Casey Lim');
    await user.click(screen.getByRole('button', { name: customerMessages.eraseSubmit }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(erased).toBe(false);
  });
});
