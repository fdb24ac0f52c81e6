// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { TrainersPage } from './TrainersPage';

describe('TrainersPage', () => {
  it('is titled as the spec says', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<TrainersPage />, { at: '/trainers', user: adminUser });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'List of Trainers (includes Admin)',
    );
  });

  it('opens the Add New Trainer modal with NAME, EMAIL, PASSWORD, ROLE and Add; Escape closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<TrainersPage />, { at: '/trainers', user: adminUser });
    const opener = screen.getByRole('button', { name: 'Add New Trainer' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add New Trainer' });
    expect(within(dialog).getByLabelText('NAME')).toHaveFocus();
    expect(within(dialog).getByLabelText('EMAIL')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('PASSWORD')).toBeRequired();
    expect(within(dialog).getByLabelText('ROLE')).toHaveDisplayValue('Trainer');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the modal open with the spec failure message when adding fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<TrainersPage />, { at: '/trainers', user: adminUser });
    await user.click(screen.getByRole('button', { name: 'Add New Trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Trainer' });
    await user.type(within(dialog).getByLabelText('NAME'), 'Tina');
    await user.type(within(dialog).getByLabelText('EMAIL'), 'tina@example.com');
    await user.type(within(dialog).getByLabelText('PASSWORD'), 'a long password');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to Add/Update, Please Try Again',
    );
  });
});
