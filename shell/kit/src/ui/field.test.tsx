import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DateTimeField, MonthField, TimeField } from './DateFields';
import { Field } from './Field';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    const user = userEvent.setup();
    render(<TextField label="EMAIL ADDRESS" type="email" hint="We send the reset link here." />);
    const input = screen.getByRole('textbox', { name: 'EMAIL ADDRESS' });
    expect(input).toHaveAccessibleDescription('We send the reset link here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'a@example.com');
    expect(input).toHaveValue('a@example.com');
  });

  it('marks an error invalid and reads it after the hint', () => {
    render(
      <TextField
        label="PHONE"
        hint="Digits only."
        error="Phone must be a number."
        defaultValue="x"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'PHONE' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only. Phone must be a number.');
  });

  it('keeps a description the caller points at', () => {
    render(
      <>
        <p id="note">Shown on receipts.</p>
        <TextField label="Studio name" aria-describedby="note" error="Give the studio a name." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Studio name' })).toHaveAccessibleDescription(
      'Give the studio a name. Shown on receipts.',
    );
  });
});

describe('SelectField', () => {
  it('is named by its label alone, not by the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectField label="Trainer" defaultValue="" onChange={(e) => onChange(e.target.value)}>
        <option value="">All Trainers</option>
        <option value="t1">Tom Trainer</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Trainer' });
    await user.selectOptions(select, 'Tom Trainer');
    expect(onChange).toHaveBeenCalledWith('t1');
    expect(screen.getByRole('option', { name: 'Tom Trainer' })).toHaveProperty('selected', true);
  });
});

describe('the date and time fields', () => {
  it('are inputs of the right type, each named by its label', () => {
    render(
      <>
        <DateField label="Date of Birth" defaultValue="1990-05-17" />
        <TimeField label="Quiet hours start" defaultValue="22:00" />
        <DateTimeField label="Date and time" defaultValue="2026-12-01T09:00" />
        <MonthField label="From" defaultValue="2026-01" />
      </>,
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-05-17');
    expect(screen.getByLabelText('Quiet hours start')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Date and time')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'month');
  });

  it('carry an error like any field', () => {
    render(<DateField label="Starts on" error="Choose a date this month or later." />);
    expect(screen.getByLabelText('Starts on')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Starts on')).toHaveAccessibleDescription(
      'Choose a date this month or later.',
    );
  });
});

describe('TextAreaField', () => {
  it('is a labelled text box with a hint', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Note for your trainer (optional)" hint="Up to 500 characters." />);
    const note = screen.getByRole('textbox', { name: 'Note for your trainer (optional)' });
    expect(note).toHaveAccessibleDescription('Up to 500 characters.');
    await user.type(note, 'Knee is sore');
    expect(note).toHaveValue('Knee is sore');
  });
});

describe('Field', () => {
  it('wires a control of the caller’s own to its label, hint and error', () => {
    render(
      <Field label="Colour" hint="As on the card." error="Pick a colour.">
        {(control) => <input type="color" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Colour');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the card. Pick a colour.');
  });
});
