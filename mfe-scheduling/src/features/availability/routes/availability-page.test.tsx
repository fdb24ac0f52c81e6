import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, renderWithApi } from '@studio/shell-kit/test/stub-api';
import { AvailabilityPage } from './AvailabilityPage';

const alice = { _id: '11111111-1111-4111-8111-111111111111', name: 'Alice' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AvailabilityPage', () => {
  it("lets an admin search a trainer by name on the server, then asks for that trainer's hours", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(<AvailabilityPage />, {
      '/api/users/options': (query) => ({
        items: query.get('q') === 'ali' ? [alice] : [],
        nextCursor: null,
      }),
    });
    const trainer = screen.getByRole('combobox', { name: 'Trainer' });
    expect(trainer).toHaveAttribute('placeholder', 'Choose a trainer');
    await user.type(trainer, 'ali');
    await user.click(await screen.findByRole('option', { name: 'Alice' }));
    expect(trainer).toHaveValue('Alice');
    await vi.waitFor(() =>
      expect(calledPaths(fetchMock)).toContain(`/api/trainers/${alice._id}/availability`),
    );
    // Never the whole list of trainers: every trainer lookup is one searched page.
    const trainerLookups = calledPaths(fetchMock).filter((path) =>
      path.startsWith('/api/users/options'),
    );
    expect(trainerLookups.every((path) => path.includes('limit=50'))).toBe(true);
  });
});
