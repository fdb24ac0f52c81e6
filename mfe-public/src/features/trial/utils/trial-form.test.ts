import { describe, expect, it } from 'vitest';
import { fieldOfServerError, stepOfField, withoutFieldPrefix } from './trial-form';

describe('the field a 400 names', () => {
  it.each([
    ['Name is required.', 'name', 'details'],
    ['Email must be a valid email address, such as name@example.com.', 'email', 'details'],
    [
      'Phone must be a Singapore number: 8 digits, optionally starting with +65.',
      'phone',
      'details',
    ],
    ['goal: choose one of weight loss, body transformation, other.', 'goal', 'details'],
    ['parq: answer health question 4 of 7 with yes or no.', 'parq-4', 'health'],
    ['doctorClearance: you answered yes to a health question; ...', 'doctorClearance', 'health'],
    ["consent.terms: agree to the studio's terms to book the trial.", 'terms', 'consent'],
    ['consent.pdpa: agree to the personal data notice to book the trial.', 'pdpa', 'consent'],
    ['start: this is not an open trial time.', 'slot', 'time'],
  ] as const)('%s → %s on the %s step', (message, field, step) => {
    expect(fieldOfServerError(message)).toBe(field);
    expect(stepOfField(field)).toBe(step);
  });

  it('names no field for the robot trap or other refusals', () => {
    expect(
      fieldOfServerError(
        'The form was sent too quickly. Please check your answers and send it again.',
      ),
    ).toBeNull();
  });

  it('drops the field prefix from the sentence shown beside the field', () => {
    expect(withoutFieldPrefix('consent.pdpa: agree to the notice.')).toBe('Agree to the notice.');
    expect(withoutFieldPrefix('Email must be valid.')).toBe('Email must be valid.');
  });
});
