import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExtendPackageModal } from './ExtendPackageModal';
import { NextExpiry } from './NextExpiry';

const entry: PaymentHistoryEntry = {
  dateOfPayment: '2026-12-01T02:00:00.000Z',
  amountPaid: 800,
  numOfTrainingsPaidFor: 10,
  packageId: 'p1',
  expiresOn: '2027-05-30',
  sessionsLeft: 6,
  sessionsExpired: 0,
  reference: null,
};

describe('extending a package', () => {
  it('sends the chosen date and the reason, and shows the server’s explanation when refused', async () => {
    const onExtend = vi
      .fn()
      .mockResolvedValueOnce('The new expiry date must be after the current one (2027-05-30).');
    render(
      <ExtendPackageModal
        customerName="Olive Ong"
        entry={entry}
        earliest="2027-05-31"
        onExtend={onExtend}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Extend package' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Olive Ong's package of 10 sessions expires 30 May 2027. Choose a later date and say why.",
      ),
    ).toBeInTheDocument();
    const date = screen.getByLabelText('New expiry date');
    expect(date).toHaveValue('2027-05-31');
    expect(date).toHaveAttribute('min', '2027-05-31');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-07-01');
    await userEvent.type(screen.getByLabelText('Reason'), '  Injured; doctor’s letter seen ');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(onExtend).toHaveBeenCalledWith({
      expiresOn: '2027-07-01',
      reason: 'Injured; doctor’s letter seen',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new expiry date must be after the current one (2027-05-30).',
    );
  });

  it('shows the next expiry under the sessions left, and nothing without one', () => {
    const { container, rerender } = render(
      <NextExpiry nextExpiry={{ date: '2027-05-30', sessions: 3 }} />,
    );
    expect(container).toHaveTextContent('3 sessions expire 30 May 2027');
    rerender(<NextExpiry nextExpiry={{ date: '2027-05-30', sessions: 1 }} />);
    expect(container).toHaveTextContent('1 session expires 30 May 2027');
    rerender(<NextExpiry nextExpiry={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
