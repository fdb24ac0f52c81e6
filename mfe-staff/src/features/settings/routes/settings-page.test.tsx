// Nothing listens on this origin, so every API call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { SettingsPage } from './SettingsPage';

describe('SettingsPage', () => {
  it('is titled, and says so when the settings cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<SettingsPage />, { at: '/settings', user: adminUser });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Studio settings');
    const failure = await screen.findByText('Could not load the settings. Please reload the page.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    // The home page's results load (and fail) on their own.
    const results = screen.getByRole('region', { name: 'Results on the home page' });
    expect(
      await within(results).findByText('The pairs customers allowed could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
