import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@studio/contracts/auth';
import { PendingRegistrations } from './PendingRegistrations';

const waiting: User[] = [
  {
    _id: '00000000-0000-4000-8000-000000000011',
    name: 'Tina Trainer',
    email: 'tina@example.com',
    role: 'trainer',
    status: 'pending',
    dateCreated: '2026-11-20T02:00:00.000Z',
    lastEdited: null,
  },
  {
    _id: '00000000-0000-4000-8000-000000000012',
    name: 'Ray',
    email: 'ray@example.com',
    role: 'trainer',
    status: 'pending',
    dateCreated: '2026-11-21T02:00:00.000Z',
    lastEdited: null,
  },
];

describe('PendingRegistrations', () => {
  it('shows nothing when nobody waits', () => {
    const { container } = render(
      <PendingRegistrations registrations={[]} decidingId={null} onDecide={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each waiting trainer with their email and Approve / Reject buttons named for them', async () => {
    const decisions: string[] = [];
    const user = userEvent.setup();
    render(
      <PendingRegistrations
        registrations={waiting}
        decidingId={null}
        onDecide={(person, decision) => decisions.push(`${decision} ${person.email}`)}
      />,
    );
    const section = screen.getByRole('region', { name: 'Waiting for approval (2)' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tina Trainer');
    expect(items[0]).toHaveTextContent('tina@example.com');

    await user.click(screen.getByRole('button', { name: 'Approve Tina Trainer' }));
    // Keyboard: Tab to Ray's Reject button and press Enter.
    screen.getByRole('button', { name: 'Approve Ray' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject Ray' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(decisions).toEqual(['approve tina@example.com', 'reject ray@example.com']);
  });

  it('holds the buttons of the account whose decision is on its way', () => {
    render(
      <PendingRegistrations
        registrations={waiting}
        decidingId={waiting[0]!._id}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve Tina Trainer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Tina Trainer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve Ray' })).toBeEnabled();
  });
});
