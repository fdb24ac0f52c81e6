import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { WeightLossPage } from './WeightLossPage';

function listUnder(heading: string): string[] {
  const list = screen.getByRole('heading', { name: heading }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`no list after ${heading}`);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('weight loss page', () => {
  it('shows overview, goals, methods and the three services', () => {
    renderPage(<WeightLossPage />, { at: '/weightloss' });
    expect(screen.getByRole('heading', { level: 1, name: 'Weight Loss Program' })).toBeVisible();
    expect(screen.getByText('Lose weight in 2 weeks')).toBeVisible();
    for (const heading of ['Overview', 'Goals', 'Methods']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(listUnder('Methods')[0]).toMatch(/^Cardio workouts/);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Nutritional Coaching', 'Strength Training', 'Behavioural Coaching']);
  });

  it("lists 'Why choose this program?' and 'Who is this suitable for?' as the spec words them", () => {
    renderPage(<WeightLossPage />, { at: '/weightloss' });
    expect(listUnder('Why choose this program?')).toEqual([
      'Holistic approach to physical and mental well-being',
      'Customized plans that fit your lifestyle',
      'Supportive community and expert guidance',
      'Sustainable and healthy weight loss',
    ]);
    expect(listUnder('Who is this suitable for?')).toEqual([
      'Fitness beginners',
      'Those seeking weight loss and better health',
      'Anyone aiming for sustainable eating habits',
      'Individuals preferring structured support',
    ]);
  });

  it('closes with Contact us and START NOW opening the prefilled trial chat in a new tab', () => {
    renderPage(<WeightLossPage />, { at: '/weightloss' });
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(
      within(contact).getByText('No prefills of forms. Say Hi! now to begin the program.'),
    ).toBeVisible();
    const startNow = within(contact).getByRole('link', { name: 'START NOW' });
    expect(startNow).toHaveAttribute(
      'href',
      'https://wa.me/6591234567?text=Hi!%20I%20would%20like%20to%20find%20out%20about%20the%20availability%20of%20a%20trial%20session.',
    );
    expect(startNow).toHaveAttribute('target', '_blank');
    expect(startNow).toHaveAttribute('rel', 'noopener');
    expect(within(contact).getByRole('link', { name: 'BOOK YOUR TRIAL ONLINE' })).toHaveAttribute(
      'href',
      '/trial',
    );
  });
});
