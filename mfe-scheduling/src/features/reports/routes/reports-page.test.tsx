// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4399/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { recentMonthRange } from '../../../lib/month-range';
import { ReportsPage } from './ReportsPage';

describe('ReportsPage', () => {
  it('opens on the last twelve months, with a CSV link per report for that range', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ReportsPage />, { at: '/reports', user: adminUser });
    const { from, to } = recentMonthRange(new Date(), 12);
    expect(screen.getByLabelText('From month')).toHaveValue(from);
    expect(screen.getByLabelText('To month')).toHaveValue(to);
    const names = ['trainer-pay', 'revenue', 'liability', 'sessions', 'retention', 'funnel'];
    expect(
      screen
        .getAllByRole('link', { name: /^Download CSV/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(names.map((name) => `/api/reports/${name}?from=${from}&to=${to}&format=csv`));
  });

  it('says what is wrong with a range instead of asking for it, and moves the links to a good one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<ReportsPage />, { at: '/reports', user: adminUser });
    const form = screen.getByRole('form', { name: 'Report months' });
    await user.clear(screen.getByLabelText('From month'));
    await user.type(screen.getByLabelText('From month'), '2026-05');
    await user.clear(screen.getByLabelText('To month'));
    await user.type(screen.getByLabelText('To month'), '2026-03');
    await user.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The last month must not be before the first month.',
    );

    await user.clear(screen.getByLabelText('To month'));
    await user.type(screen.getByLabelText('To month'), '2026-06');
    await user.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV of revenue' }).getAttribute('href')).toBe(
      '/api/reports/revenue?from=2026-05&to=2026-06&format=csv',
    );
  });

  it('shows each report failing to load with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ReportsPage />, { at: '/reports', user: adminUser });
    const section = screen.getByRole('region', { name: 'Sessions' });
    expect(
      await within(section).findByText('The sessions report could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
