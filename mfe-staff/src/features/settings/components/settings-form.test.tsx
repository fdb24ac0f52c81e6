import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultStudioSettings, type StudioSettings } from '@studio/contracts/settings';
import { SettingsForm } from './SettingsForm';

// The form starts from what is saved; a fresh install saves the contract's defaults.
const saved = defaultStudioSettings;

function renderForm(saving = false, settings = saved) {
  const saves: StudioSettings[] = [];
  const view = render(
    <SettingsForm saved={settings} saving={saving} onSave={(changes) => saves.push(changes)} />,
  );
  return { ...view, saves };
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('SettingsForm', () => {
  it('shows every setting, labelled, with its saved value', () => {
    renderForm();
    expect(field('Studio name')).toHaveValue('Apex Body Studio');
    expect(field('Address')).toHaveValue('1 Kallang Place, #02-15, Singapore 339211');
    expect(field('Phone')).toHaveValue('+65 9123 4567');
    expect(field(/Reminder lead time/)).toHaveValue(24);
    expect(field(/Low-balance notice at/)).toHaveValue(2);
    expect(field(/Hold customer emails during quiet hours/)).toBeChecked();
    expect(field('Quiet hours start')).toHaveValue('22:00');
    expect(field('Quiet hours end')).toHaveValue('08:00');
    expect(field(/An admin approves each trainer/)).toBeChecked();
    expect(field(/Open: a trainer who registers/)).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Staff registration' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('saves what was typed, with quiet hours off as null and the registration mode chosen', async () => {
    const user = userEvent.setup();
    const { saves } = renderForm();
    await user.clear(field('Studio name'));
    await user.type(field('Studio name'), '  Kallang Strength Lab ');
    await user.clear(field(/Reminder lead time/));
    await user.type(field(/Reminder lead time/), '48');
    await user.click(field(/Hold customer emails during quiet hours/));
    expect(field('Quiet hours start')).toBeDisabled();
    await user.click(field(/Open: a trainer who registers/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saves).toEqual([
      {
        ...saved,
        studioName: 'Kallang Strength Lab',
        reminderLeadHours: 48,
        quietHours: null,
        staffRegistration: 'open',
      },
    ]);
  });

  it('saves the requirement of two-step sign-in for staff when it is ticked', async () => {
    const user = userEvent.setup();
    const { saves } = renderForm();
    expect(field('Require two-step sign-in for staff')).not.toBeChecked();
    await user.click(field('Require two-step sign-in for staff'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saves).toEqual([{ ...saved, requireTwoFactorForStaff: true }]);
  });

  it('names what is wrong under each field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const { saves } = renderForm();
    await user.clear(field('Studio name'));
    await user.type(field('Phone'), 'ext. 5');
    await user.clear(field(/Reminder lead time/));
    await user.type(field(/Reminder lead time/), '169');
    await user.clear(field(/Low-balance notice at/));
    await user.type(field(/Low-balance notice at/), '-1');
    await user.clear(field('Quiet hours end'));
    await user.type(field('Quiet hours end'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(saves).toEqual([]);
    expect(field('Studio name')).toHaveAccessibleDescription(
      "Enter the studio's name (up to 100 characters).",
    );
    expect(field('Phone')).toHaveAccessibleDescription(
      'Use digits, spaces, brackets and dashes, with an optional leading +, up to 30 characters.',
    );
    expect(field(/Reminder lead time/)).toHaveAccessibleDescription(
      'Enter a whole number of hours from 1 to 168.',
    );
    expect(field(/Low-balance notice at/)).toHaveAccessibleDescription(
      'Enter a whole number from 0 to 50.',
    );
    expect(field('Quiet hours end')).toHaveAccessibleDescription(
      'Quiet hours must start and end at different times.',
    );
    expect(field('Address')).not.toHaveAttribute('aria-invalid');
    await screen.findByText("Enter the studio's name (up to 100 characters).");
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(field('Studio name')).toHaveFocus();

    // Put right, the same form saves, and the sentences go.
    await user.type(field('Studio name'), 'Apex');
    await user.clear(field('Phone'));
    await user.clear(field(/Reminder lead time/));
    await user.type(field(/Reminder lead time/), '168');
    await user.clear(field(/Low-balance notice at/));
    await user.type(field(/Low-balance notice at/), '0');
    await user.clear(field('Quiet hours end'));
    await user.type(field('Quiet hours end'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saves).toEqual([
      {
        ...saved,
        studioName: 'Apex',
        phone: '',
        reminderLeadHours: 168,
        lowBalanceThreshold: 0,
        quietHours: { start: '22:00', end: '07:30' },
      },
    ]);
    expect(screen.queryByText(/Enter the studio's name/)).not.toBeInTheDocument();
  });

  it('shows progress while saving and accepts no second click', () => {
    renderForm(true);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('starts with quiet hours off, their times ready at the defaults, when the studio has none', () => {
    renderForm(false, { ...saved, quietHours: null });
    expect(field(/Hold customer emails during quiet hours/)).not.toBeChecked();
    expect(field('Quiet hours start')).toBeDisabled();
    expect(field('Quiet hours start')).toHaveValue('22:00');
  });
});
