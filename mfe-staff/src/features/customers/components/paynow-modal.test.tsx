// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import type { Customer } from '@studio/contracts/customers';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { defaultStudioSettings, type StudioSettings } from '@studio/contracts/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { settingsApi } from '@studio/shell-kit/settings-api';
import { adminUser, renderPage, trainerUser } from '@studio/shell-kit/test/render-page';
import { PayNowModal } from './PayNowModal';

const customer: Customer = {
  _id: 'c1',
  name: 'Tan Mei Ling',
  email: 'meiling@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S****567D',
  sex: 'F',
  dateJoined: '2026-01-01T00:00:00.000Z',
  numOfTrainings: 0,
  trainerID: { _id: 't1', name: 'Tara' },
  paymentHistory: [],
  lowBalance: false,
  emailsOff: false,
  nextExpiry: null,
};

const withAccount: StudioSettings = {
  ...defaultStudioSettings,
  paynow: { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Apex Body Studio' },
};

function renderModal(
  answers: boolean[],
  { user = trainerUser, settings }: { user?: SessionUser; settings?: StudioSettings } = {},
) {
  const calls: { payment: NewPaymentBody; key: string }[] = [];
  const { store } = renderPage(
    <PayNowModal
      customer={customer}
      onRecord={async (payment, key) => {
        calls.push({ payment, key });
        return answers.shift() ?? true;
      }}
      onClose={() => undefined}
    />,
    { at: '/customers', user },
  );
  if (settings)
    void store.dispatch(settingsApi.util.upsertQueryData('studioSettings', undefined, settings));
  return calls;
}

const confirm = () =>
  userEvent.click(screen.getByRole('button', { name: 'I have checked the PayNow receipt' }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the PayNow modal', () => {
  it('walks through the four steps and thanks the trainer once the payment is recorded', async () => {
    const calls = renderModal([true]);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(
      screen.getByText('The QR code appears once the amount paid is entered below.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '10');
    await confirm();
    expect(calls.map((call) => call.payment)).toEqual([
      { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: 'c1', trainerID: 't1' },
    ]);
    expect(
      await screen.findByText('Thank you. Payment records have been updated accordingly.'),
    ).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('says so, with the reason read out, when the QR code cannot be had', async () => {
    renderModal([]);
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not make the PayNow QR code.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows no code without a PayNow account, and gives an admin the way to Settings', async () => {
    renderModal([], { user: adminUser, settings: defaultStudioSettings });
    const notice = await screen.findByText(
      "The studio's PayNow account is not set up yet: an admin can add it in Settings.",
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add the PayNow account in Settings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
  });

  it('gives a trainer the notice without the link', async () => {
    renderModal([], { settings: defaultStudioSettings });
    await screen.findByText(/PayNow account is not set up yet/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("starts the package validity at the studio's and sends it only when changed", async () => {
    const calls = renderModal([false, false, false, false], { settings: withAccount });
    const validity = screen.getByLabelText('Package valid for (days)');
    await waitFor(() => expect(validity).toHaveValue(180));
    expect(screen.getByText("The studio's usual validity is 180 days.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '10');
    await confirm();
    for (const outOfRange of ['0', '3651', '1.5']) {
      await userEvent.clear(validity);
      await userEvent.type(validity, outOfRange);
      await confirm();
      expect(validity).toBeInvalid();
    }
    await userEvent.clear(validity);
    await userEvent.type(validity, '180');
    await confirm();
    await userEvent.clear(validity);
    await userEvent.type(validity, '90');
    await confirm();
    // Unchanged and set back to the studio's: not sent; out of range: held by the form.
    expect(calls.map((call) => call.payment.validityDays)).toEqual([undefined, undefined, 90]);
  });

  it('sends the same Idempotency-Key when the same submission is repeated, and a new one for new figures', async () => {
    const calls = renderModal([false, false, true]);
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '10');
    await confirm();
    await confirm();
    await userEvent.clear(screen.getByLabelText('Number of trainings paid for'));
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '12');
    await confirm();
    const [first, repeat, changed] = calls;
    expect(repeat?.key).toBe(first?.key);
    expect(changed?.key).not.toBe(first?.key);
    expect(changed?.payment.numOfTrainingsPaidFor).toBe(12);
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not submit without both figures', async () => {
    const calls = renderModal([]);
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await confirm();
    expect(calls).toEqual([]);
  });
});
