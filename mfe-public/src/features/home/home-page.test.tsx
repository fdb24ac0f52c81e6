import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studio/shell-kit/test/render-page';
import { HomePage } from './HomePage';

const expectedChat =
  'https://wa.me/6591234567?text=Hi!%20I%20would%20like%20to%20find%20out%20about%20the%20availability%20of%20a%20trial%20session.';

describe('home page', () => {
  it('shows the headline, the trial offer and GET STARTED pointing at the trial section', () => {
    renderPage(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ACHIEVE YOUR BODY TRANSFORMATION' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'COMMIT NOW FOR JUST $100' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '#trial');
  });

  it('GET STARTED glides to 30 px above the trial section and focuses it', async () => {
    // The glide's frames run on a clock the test moves, so a busy machine cannot stretch it.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      renderPage(<HomePage />);
      const trial = screen.getByRole('region', { name: 'COMMIT NOW FOR JUST $100' });
      vi.spyOn(trial, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);

      await userEvent.click(screen.getByRole('link', { name: 'GET STARTED' }));
      expect(trial).not.toHaveFocus();
      await vi.advanceTimersByTimeAsync(250);
      expect(trial).not.toHaveFocus();
      await vi.advanceTimersByTimeAsync(300);

      expect(trial).toHaveFocus();
      expect(scrollTo.mock.calls.length).toBeGreaterThan(1);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 1970);
    } finally {
      scrollTo.mockRestore();
      vi.useRealTimers();
    }
  });

  it('links the promo tiles to the two programs and the teaser to the founder', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: /transform your body in 30 days/i })).toHaveAttribute(
      'href',
      '/bodytransformation',
    );
    expect(screen.getByRole('link', { name: /lose weight in 2 weeks/i })).toHaveAttribute(
      'href',
      '/weightloss',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Meet Marcus Lim' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/founder');
  });

  it('shows 14 before/after pictures that load lazily, with sizes reserved', () => {
    renderPage(<HomePage />);
    const gallery = screen.getByRole('region', { name: 'Real Results' });
    const pictures = within(gallery).getAllByRole('img', { name: /before and after/ });
    expect(pictures).toHaveLength(14);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
    }
  });

  it('embeds a titled, lazily loaded map of the studio', () => {
    renderPage(<HomePage />);
    const map = screen.getByTitle(/Map showing the location of/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  });

  it('offers START NOW in the trial section as a WhatsApp chat in a new tab', () => {
    renderPage(<HomePage />);
    const trial = screen.getByRole('region', { name: 'COMMIT NOW FOR JUST $100' });
    const startNow = within(trial).getByRole('link', { name: 'START NOW' });
    expect(startNow).toHaveAttribute('href', expectedChat);
    expect(startNow).toHaveAttribute('target', '_blank');
    expect(startNow).toHaveAttribute('rel', 'noopener');
  });

  it('offers BOOK YOUR TRIAL ONLINE beside START NOW, and counts START NOW clicks anonymously', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderPage(<HomePage />);
      const trial = screen.getByRole('region', { name: 'COMMIT NOW FOR JUST $100' });
      const links = within(trial).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'START NOW',
        'BOOK YOUR TRIAL ONLINE',
      ]);
      expect(links[1]).toHaveAttribute('href', '/trial');
      // The live app counts the click itself; only the prerendered link pings (not both).
      expect(links[0]).not.toHaveAttribute('ping');

      links[0]!.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(links[0]!);
      const beacons = (fetchMock.mock.calls as unknown as [URL, RequestInit][]).filter(
        ([url]) => String(url) === 'http://localhost:3000/api/public/events',
      );
      expect(beacons).toHaveLength(1);
      const [, init] = beacons[0]!;
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
      expect(JSON.parse(String(init.body))).toEqual({ type: 'whatsapp-click', page: '/' });

      await userEvent.click(links[1]!);
      expect(screen.getByTestId('location')).toHaveTextContent('/trial');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
