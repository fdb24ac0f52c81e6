import type { Lead } from '@studio/contracts/leads';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadDetailsModal } from './LeadDetailsModal';

const lead: Lead = {
  _id: 'l1',
  stage: 'attended',
  name: '<script>alert(1)</script> Farah',
  email: 'farah@example.com',
  phone: '91234567',
  goal: 'weight loss',
  heardFrom: 'A friend',
  parq: [false, true, false, false, false, false, false],
  healthFlag: true,
  doctorClearance: true,
  consent: { terms: 'terms-2026-12', pdpa: 'pdpa-2026-12', at: '2026-12-01T02:00:00.000Z' },
  utm: { source: 'instagram', medium: 'social', campaign: null },
  referrer: null,
  trainerId: 't1',
  trainerName: 'Tina Trainer',
  sessionId: 's1',
  sessionStart: '2026-12-03T02:00:00.000Z',
  holdExpiresAt: null,
  paymentReference: 'TRIAL-ABC123',
  lostReason: null,
  customerId: null,
  notes: [
    {
      text: 'Prefers <b>evenings</b>',
      authorName: 'Tina Trainer',
      createdAt: '2026-12-02T02:00:00.000Z',
    },
  ],
  createdAt: '2026-12-01T02:00:00.000Z',
  paidAt: '2026-12-01T03:00:00.000Z',
  attendedAt: '2026-12-03T03:00:00.000Z',
  convertedAt: null,
  lostAt: null,
};

const actions = () => ({
  onAddNote: vi.fn().mockResolvedValue(null),
  onMarkLost: vi.fn().mockResolvedValue(null),
  onConvert: vi.fn().mockResolvedValue('IC must be an NRIC or FIN number such as S1234567D.'),
  onConfirmPayment: vi
    .fn()
    .mockResolvedValue(
      'This hold expired before the payment was confirmed, and its time was released. Book the visitor a new time.',
    ),
  onClose: vi.fn(),
});

describe('a lead’s details', () => {
  it('shows the health flag and the answer that raised it, and names and notes as text', () => {
    render(<LeadDetailsModal lead={lead} {...actions()} />);
    const dialog = screen.getByRole('dialog', { name: '<script>alert(1)</script> Farah' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'At least one "yes": read the answers before the session. They confirmed a doctor has cleared them for exercise.',
    );
    const answers = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(answers.map((item) => item.textContent?.endsWith('Yes'))).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(screen.getByText('Prefers <b>evenings</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('makes a customer from the three missing fields and shows why the server refused', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    render(<LeadDetailsModal lead={lead} {...handlers} />);
    await user.type(screen.getByLabelText('Date of birth'), '1990-01-02');
    await user.type(screen.getByLabelText('IC (NRIC or FIN)'), 'X1');
    await user.selectOptions(screen.getByLabelText('Sex'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Make a customer' }));
    expect(handlers.onConvert).toHaveBeenCalledWith({
      dateOfBirth: '1990-01-02',
      ic: 'X1',
      sex: 'Female',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'IC must be an NRIC or FIN number such as S1234567D.',
    );
  });

  it('adds a note and marks a lead lost with its reason', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    render(<LeadDetailsModal lead={lead} {...handlers} />);
    await user.type(screen.getByLabelText('New note'), 'Called, will pay tonight');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(handlers.onAddNote).toHaveBeenCalledWith('Called, will pay tonight');
    expect(screen.getByLabelText('New note')).toHaveValue('');
    await user.type(screen.getByLabelText('Why was this lead lost?'), 'Too far');
    await user.click(screen.getByRole('button', { name: 'Mark lost' }));
    expect(handlers.onMarkLost).toHaveBeenCalledWith('Too far');
  });

  it('confirms a held trial’s payment by its reference, and says when the hold had expired', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    render(
      <LeadDetailsModal
        lead={{
          ...lead,
          stage: 'trial booked',
          paidAt: null,
          holdExpiresAt: '2026-12-01T02:20:00.000Z',
        }}
        {...handlers}
      />,
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Look for $100 with the reference TRIAL-ABC123 before 10:20 am, when the time is released.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the $100 payment' }));
    expect(handlers.onConfirmPayment).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(/This hold expired/);
  });

  it('offers no actions on a converted lead', () => {
    render(<LeadDetailsModal lead={{ ...lead, stage: 'converted' }} {...actions()} />);
    expect(screen.queryByRole('button', { name: 'Make a customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark lost' })).toBeNull();
  });
});
