// Nothing listens on this origin, so every API call really fails (no stubbed responses); the
// success path is the browser test's (e2e/test/session-reminders.test.ts).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { UnsubscribePage } from './UnsubscribePage';

describe('UnsubscribePage', () => {
  it('asks at once, and offers to try again when the emails could not be stopped', async () => {
    renderPage(<UnsubscribePage />, { at: '/unsubscribe/abc_def', route: '/unsubscribe/:token' });
    expect(screen.getByRole('heading', { name: 'Email reminders and notices' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('The emails could not be stopped.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
