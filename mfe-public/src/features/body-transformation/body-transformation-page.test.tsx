import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { BodyTransformationPage } from './BodyTransformationPage';

describe('body transformation page', () => {
  it('shows overview, goals, the four methods, why, who and a contact call to action', () => {
    renderPage(<BodyTransformationPage />, { at: '/bodytransformation' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Body Transformation Program' }),
    ).toBeVisible();
    expect(screen.getByText('Transform your body in 30 days')).toBeVisible();
    for (const heading of [
      'Overview',
      'Goals',
      'Methods',
      'Why choose this program?',
      'Who is this suitable for?',
      'Contact us',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Tailored Training',
      'Nutritional Guidance',
      'Cardio Workouts',
      'Recovery and Mobility',
    ]);
    const startNow = screen.getByRole('link', { name: 'START NOW' });
    expect(startNow.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6591234567\?text=/);
    expect(startNow).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'BOOK YOUR TRIAL ONLINE' })).toHaveAttribute(
      'href',
      '/trial',
    );
  });
});
