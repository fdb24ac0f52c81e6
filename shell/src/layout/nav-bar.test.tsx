// Nothing listens on this origin: the logout call really fails, as a dropped server would.
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, trainerUser } from '@studio/shell-kit/test/render-page';
import { renderApp } from '../test/render-app';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('NavBar', () => {
  it('shows the logged-out links and the logo to /', () => {
    renderApp('/');
    expect(linkNames()).toEqual([
      ['Apex Body Studio', '/'],
      ['FOUNDER', '/founder'],
      ['BODY TRANSFORMATION PROGRAM', '/bodytransformation'],
      ['WEIGHT LOSS PROGRAM', '/weightloss'],
      ['LOGIN', '/login'],
    ]);
    expect(screen.queryByRole('button', { name: /View Profile|Logout/ })).not.toBeInTheDocument();
  });

  it('shows the admin links (with SETTINGS) and a menu with the name', () => {
    renderApp('/customers', adminUser);
    expect(linkNames().map(([, href]) => href)).toEqual([
      '/',
      '/admindashboard',
      '/trainers',
      '/trainings',
      '/payments',
      '/customers',
      '/availability',
      '/leads',
      '/reports',
      '/settings',
    ]);
    expect(screen.getByRole('link', { name: 'SETTINGS' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Alice Admin' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the trainer links', () => {
    renderApp('/customers', trainerUser);
    expect(linkNames().map(([, href]) => href)).toEqual([
      '/',
      '/trainerdashboard',
      '/trainings',
      '/payments',
      '/customers',
      '/availability',
      '/leads',
    ]);
  });

  it('keeps the social icons in the nav but hidden', () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const network of ['Instagram', 'Facebook', 'WhatsApp', 'TikTok']) {
      const link = within(nav).getByText(network);
      expect(link).not.toBeVisible();
    }
  });

  it('opens the user menu with View Profile, and closes it after the choice', async () => {
    const user = userEvent.setup();
    renderApp('/customers', adminUser);
    await user.click(screen.getByRole('button', { name: 'Alice Admin' }));
    expect(screen.getByRole('button', { name: 'Alice Admin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'View Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByRole('button', { name: 'Alice Admin' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('closes the user menu on Escape and returns focus to it', async () => {
    const user = userEvent.setup();
    renderApp('/customers', adminUser);
    await user.click(screen.getByRole('button', { name: 'Alice Admin' }));
    await user.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Alice Admin' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('logs out even when the server cannot be reached: local session gone, at /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('role', 'admin');
    localStorage.setItem('user', JSON.stringify(adminUser));
    const { store } = renderApp('/customers', adminUser);
    await user.click(screen.getByRole('button', { name: 'Alice Admin' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });
});

describe('mobile menu', () => {
  it('stays open when it replaces a prerendered page whose menu was open, focus left alone', () => {
    // What the prerendered page's inline script leaves when the visitor opened its menu.
    const prerenderedMenu = document.createElement('div');
    prerenderedMenu.id = 'site-menu';
    prerenderedMenu.className = 'navbar-menu navbar-menu-open';
    document.body.append(prerenderedMenu);
    try {
      renderApp('/');
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(document.activeElement).toBe(document.body);
    } finally {
      prerenderedMenu.remove();
    }
  });

  it('opens from the toggle, takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'FOUNDER' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is chosen and hands focus to the new page', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'WEIGHT LOSS PROGRAM' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/weightloss');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on logout', async () => {
    const user = userEvent.setup();
    renderApp('/customers', trainerUser);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Tom Trainer' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
