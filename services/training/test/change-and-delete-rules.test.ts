import { describe, expect, it } from 'vitest';
import { changeRefusal, completedChangeRefusal } from '../src/domain/change-rules.js';
import { sessionReturnedOnDelete } from '../src/domain/delete-rules.js';

const now = new Date('2026-11-28T04:00:00Z');
const customerId = 'customer-1';

describe('which changes staff may make to a training', () => {
  it('refuses any change to a late cancel, and a status change that is not a claim', () => {
    expect(changeRefusal({ status: 'late-cancelled', customerId }, undefined)).toBe(
      'The customer cancelled this training late, so it cannot be changed; waive the charge or delete it.',
    );
    expect(changeRefusal({ status: 'scheduled', customerId }, 'completed')).toBe(
      'Use Claim to mark a training as completed.',
    );
    expect(changeRefusal({ status: 'completed', customerId }, 'scheduled')).toBe(
      'A completed training cannot be scheduled again; delete it instead.',
    );
    expect(changeRefusal({ status: 'scheduled', customerId }, 'scheduled')).toBeNull();
    expect(changeRefusal({ status: 'completed', customerId }, undefined)).toBeNull();
  });

  it('keeps a completed training with its customer and in the past', () => {
    const completed = { status: 'completed' as const, customerId };
    const past = new Date('2026-11-20T04:00:00Z');
    const future = new Date('2026-12-01T04:00:00Z');
    expect(
      completedChangeRefusal(completed, { customerId: 'customer-2', dateOfTraining: past }, now),
    ).toBe("A completed training's customer cannot be changed.");
    expect(completedChangeRefusal(completed, { customerId, dateOfTraining: future }, now)).toBe(
      'A completed training cannot be moved into the future.',
    );
    expect(completedChangeRefusal(completed, { customerId, dateOfTraining: past }, now)).toBeNull();
    expect(
      completedChangeRefusal(
        { status: 'scheduled', customerId },
        { customerId: 'customer-2', dateOfTraining: future },
        now,
      ),
    ).toBeNull();
  });
});

describe('the session a deleted training gives back', () => {
  it('returns a claimed session and a charged late cancel, nothing else', () => {
    expect(sessionReturnedOnDelete({ status: 'completed', chargedLateCancel: false })).toEqual({
      sourceType: 'training-unclaim',
      reason: 'Completed training deleted',
    });
    expect(sessionReturnedOnDelete({ status: 'late-cancelled', chargedLateCancel: true })).toEqual({
      sourceType: 'late-cancel-waiver',
      reason: 'Late-cancelled training deleted',
    });
    expect(
      sessionReturnedOnDelete({ status: 'late-cancelled', chargedLateCancel: false }),
    ).toBeNull();
    expect(sessionReturnedOnDelete({ status: 'scheduled', chargedLateCancel: false })).toBeNull();
  });
});
