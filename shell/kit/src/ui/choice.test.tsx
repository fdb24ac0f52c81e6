import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { RadioGroup } from './RadioGroup';

describe('CheckboxField', () => {
  it('is a checkbox named by its label, toggled by the label, the box and Space', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Hold customer emails during quiet hours" hint="Business time." />);
    const box = screen.getByRole('checkbox', { name: 'Hold customer emails during quiet hours' });
    expect(box).toHaveAccessibleDescription('Business time.');
    await user.click(screen.getByText('Hold customer emails during quiet hours'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });
});

function RegistrationChoice() {
  const [value, setValue] = useState<'approval' | 'open'>('approval');
  return (
    <>
      <RadioGroup
        legend="Staff registration"
        name="staffRegistration"
        value={value}
        onChange={setValue}
        choices={[
          { value: 'approval', label: 'An admin approves each trainer who registers' },
          { value: 'open', label: 'Open', hint: 'A trainer who registers is signed in at once.' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend; a click or an arrow key chooses', async () => {
    const user = userEvent.setup();
    render(<RegistrationChoice />);
    const group = screen.getByRole('group', { name: 'Staff registration' });
    expect(group).toBeInTheDocument();
    const approval = screen.getByRole('radio', {
      name: 'An admin approves each trainer who registers',
    });
    const open = screen.getByRole('radio', { name: 'Open' });
    expect(approval).toBeChecked();
    expect(open).toHaveAccessibleDescription('A trainer who registers is signed in at once.');

    await user.click(open);
    expect(screen.getByRole('status')).toHaveTextContent('open');
    approval.focus();
    await user.keyboard('{ArrowDown}');
    expect(open).toBeChecked();
  });

  it('can name the group for assistive technology only', () => {
    render(
      <RadioGroup
        legend="PayNow account type"
        legendHidden
        name="paynow"
        value="UEN"
        onChange={() => undefined}
        choices={[
          { value: 'UEN', label: "The studio's UEN" },
          { value: 'mobile', label: 'A mobile number' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'PayNow account type' })).toBeInTheDocument();
  });
});
