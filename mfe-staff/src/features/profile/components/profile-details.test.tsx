import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileDetails } from './ProfileDetails';

describe('ProfileDetails', () => {
  it('shows Name, Email and Date Created in the spec pattern', () => {
    // A local time, so the expectation holds in any time zone the tests run in.
    const dateCreated = new Date(2024, 0, 1, 15, 5).toISOString();
    render(
      <ProfileDetails
        profile={{
          name: 'Alice Admin',
          email: 'alice@example.com',
          dateCreated,
          twoFactorEnabled: false,
          twoFactorRequired: false,
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Name: 'Alice Admin',
      Email: 'alice@example.com',
      'Date Created': 'Monday, January 1st, 2024 3:05 pm',
    });
  });
});
