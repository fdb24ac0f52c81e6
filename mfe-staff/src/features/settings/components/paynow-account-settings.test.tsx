import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payNowAccountSentences } from '@studio/contracts/paynow';
import { defaultStudioSettings, type StudioSettings } from '@studio/contracts/settings';
import { SettingsForm } from './SettingsForm';

function renderForm(settings: StudioSettings = defaultStudioSettings) {
  const saves: StudioSettings[] = [];
  render(
    <SettingsForm saved={settings} saving={false} onSave={(changes) => saves.push(changes)} />,
  );
  return saves;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the PayNow account on the Settings screen', () => {
  it('starts as not set, its fields disabled', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'PayNow account type' })).toBeInTheDocument();
    expect(field(/Not set/)).toBeChecked();
    expect(field('PayNow UEN')).toBeDisabled();
    expect(field(/Payee name/)).toBeDisabled();
  });

  it('saves a mobile account in its stored form', async () => {
    const user = userEvent.setup();
    const saves = renderForm();
    await user.click(field('A Singapore mobile number'));
    await user.type(field('PayNow mobile number'), '+65 9123 4567');
    await user.type(field(/Payee name/), 'Apex Body Studio');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saves).toEqual([
      {
        ...defaultStudioSettings,
        paynow: { proxyType: 'mobile', proxyValue: '+6591234567', payeeName: 'Apex Body Studio' },
      },
    ]);
  });

  it('names a wrong UEN and payee name under their fields, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const saves = renderForm();
    await user.click(field("The studio's UEN"));
    await user.type(field('PayNow UEN'), '1234567A');
    await user.type(field(/Payee name/), 'Café Apex');
    await save();
    expect(saves).toEqual([]);
    expect(field('PayNow UEN')).toHaveAccessibleDescription(payNowAccountSentences.uen);
    expect(field(/Payee name/)).toHaveAccessibleDescription(payNowAccountSentences.payeeName);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(field('PayNow UEN')).toHaveFocus();

    await user.clear(field('PayNow UEN'));
    await user.type(field('PayNow UEN'), 't19ll1234a');
    await user.clear(field(/Payee name/));
    await user.type(field(/Payee name/), 'Apex Body Studio');
    await save();
    expect(saves).toEqual([
      {
        ...defaultStudioSettings,
        paynow: { proxyType: 'UEN', proxyValue: 'T19LL1234A', payeeName: 'Apex Body Studio' },
      },
    ]);
  });

  it('clears a saved account back to not set', async () => {
    const user = userEvent.setup();
    const account = { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Apex' } as const;
    const saves = renderForm({ ...defaultStudioSettings, paynow: account });
    expect(field("The studio's UEN")).toBeChecked();
    expect(field('PayNow UEN')).toHaveValue('201912345K');
    await user.click(field(/Not set/));
    await save();
    expect(saves).toEqual([{ ...defaultStudioSettings, paynow: null }]);
  });
});
