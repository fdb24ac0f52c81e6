import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { FounderPage } from './FounderPage';

function listItems(sectionHeading: string): string[] {
  const heading = screen.getByRole('heading', { name: sectionHeading });
  const list = heading.parentElement?.querySelector('ul, ol');
  if (!(list instanceof HTMLElement)) throw new Error(`no list under ${sectionHeading}`);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('founder page', () => {
  it('shows the philosophy, specializations, qualifications and placings', () => {
    renderPage(<FounderPage />, { at: '/founder' });
    expect(screen.getByRole('heading', { level: 1, name: 'Marcus Lim' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Founding Philosophy' })).toBeVisible();
    expect(listItems('Specializations')).toEqual([
      'Hypertrophy',
      'Strength and conditioning',
      'Muscle building',
      'Weight loss',
      'General fitness',
    ]);
    expect(listItems('Qualifications')).toEqual([
      'Personal Trainer Certified',
      'Fat Loss Coach',
      'Rehab Trainer',
      'TRX Functional Trainer',
      'CPR and AED',
    ]);
    expect(listItems('Achievements').map((text) => text.slice(0, 3))).toEqual([
      '1st',
      '2nd',
      '1st',
      '2nd',
      '6th',
    ]);
  });

  it('has a START NOW link to a WhatsApp chat', () => {
    renderPage(<FounderPage />, { at: '/founder' });
    const startNow = screen.getByRole('link', { name: 'START NOW' });
    expect(startNow.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6591234567\?text=/);
    expect(startNow).toHaveAttribute('target', '_blank');
    expect(startNow).toHaveAttribute('rel', 'noopener');
  });
});
