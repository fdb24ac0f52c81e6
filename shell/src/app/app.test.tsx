// Nothing listens on this origin, and no remote is registered: every remote page really fails.
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, trainerUser } from '@studio/shell-kit/test/render-page';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('route guards', () => {
  it('sends a logged-out visitor on a staff route to /login', async () => {
    for (const path of ['/customers', '/admindashboard', '/trainerdashboard', '/profile']) {
      const { unmount } = renderApp(path);
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      unmount();
    }
  });

  it('sends a trainer on an admin route to /trainerdashboard', () => {
    renderApp('/trainers', trainerUser);
    expect(screen.getByTestId('location')).toHaveTextContent('/trainerdashboard');
  });

  it('sends an admin on a trainer-only route to /admindashboard', () => {
    renderApp('/trainerdashboard', adminUser);
    expect(screen.getByTestId('location')).toHaveTextContent('/admindashboard');
  });

  it('lets a trainer open the shared staff routes', () => {
    renderApp('/payments', trainerUser);
    expect(screen.getByTestId('location')).toHaveTextContent('/payments');
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the fallback for its area only, with nav and footer still working', async () => {
    const user = userEvent.setup();
    renderApp('/founder');
    expect(
      await screen.findByRole(
        'heading',
        { name: /programs part of the site is unavailable/i },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Established in 2020 by/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'LOGIN' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(
      await screen.findByRole(
        'heading',
        { name: /staff part of the site is unavailable/i },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('unknown addresses', () => {
  it('show a not-found page inside the layout', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
