/**
 * The inline script of a prerendered page, as the prerender writes it (compiled, after the
 * templates), and the shell's takeover that adopts what the visitor did before the app ran.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferAppEntry } from '../prerender/defer-app-entry';
import { takeOverPrerenderedPage } from './take-over-prerendered-page';

const layout =
  '<nav><button type="button" aria-controls="site-menu" aria-expanded="false">' +
  '<span class="visually-hidden">Open menu</span><span class="visually-hidden" hidden>Close menu</span></button>' +
  '<div id="site-menu" class="navbar-menu"><a href="/founder">FOUNDER</a><a href="/login">LOGIN</a></div></nav>' +
  '<main><a href="#trial">GET STARTED</a>' +
  '<form><label>Email <input name="email" type="email"></label><button type="submit">LOGIN</button></form>' +
  '<section id="trial" tabindex="-1">Trial</section></main>';

/** Puts a prerendered page's body in the document and runs its inline script as the browser would. */
function openPrerenderedPage(prefetch: string[] = []): void {
  const page = deferAppEntry(
    `<!doctype html><html><head></head><body><div id="root">${layout}</div><script defer src="/main.js"></script></body></html>`,
    prefetch,
  );
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  const script = document.body.lastElementChild as HTMLScriptElement;
  // jsdom runs no inline scripts by itself: run the script's own text, as the page would.
  new Function(script.text)();
}

/** The app's scripts that have been added to the page (not those held in the template). */
function addedScripts(): string[] {
  return Array.from(
    document.body.querySelectorAll(':scope > script[src]'),
    (script) => script.getAttribute('src') ?? '',
  );
}

const afterNextPaint = () => new Promise((resolve) => setTimeout(resolve, 50));

function byText<T extends HTMLElement>(selector: string, text: string): T {
  const found = Array.from(document.querySelectorAll<T>(selector)).find(
    (element) => element.textContent === text,
  );
  if (!found) throw new Error(`no ${selector} "${text}"`);
  return found;
}

/** A first render that draws the same markup, live: it counts submits of the form. */
function liveRender(submits: string[]) {
  return () =>
    Promise.resolve(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      root.innerHTML = layout;
      root.querySelector('form')?.addEventListener('submit', (event) => {
        event.preventDefault();
        submits.push(new FormData(event.target as HTMLFormElement).get('email') as string);
      });
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.earlyInteractions;
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the inline script of a prerendered page', () => {
  it('holds the entry scripts until the first interaction has painted, then adds them', async () => {
    openPrerenderedPage();
    expect(addedScripts()).toEqual([]);
    expect(document.getElementById('app-entry')?.innerHTML).toBe(
      '<script defer="" src="/main.js"></script>',
    );

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await afterNextPaint();
    expect(addedScripts()).toEqual([]);

    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    expect(addedScripts()).toEqual([]);
    await afterNextPaint();
    expect(addedScripts()).toEqual(['/main.js']);
    expect(document.body.querySelector(':scope > script[src]')?.hasAttribute('defer')).toBe(true);

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await afterNextPaint();
    expect(addedScripts()).toEqual(['/main.js']);
  });

  it('adds the entry scripts at once for a remembered signed-in user', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ada', role: 'admin' }));
    openPrerenderedPage();
    expect(addedScripts()).toEqual(['/main.js']);
  });

  it('opens the menu from its toggle at once, with the focus in it, and closes it on Escape', () => {
    openPrerenderedPage();
    const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="site-menu"]')!;
    const menu = document.getElementById('site-menu')!;
    const visibleLabel = () =>
      Array.from(toggle.children).find((label) => !(label as HTMLElement).hidden)?.textContent;
    expect(visibleLabel()).toBe('Open menu');

    toggle.click();
    expect(menu.classList.contains('navbar-menu-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(visibleLabel()).toBe('Close menu');
    expect(document.activeElement?.textContent).toBe('FOUNDER');

    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(menu.classList.contains('navbar-menu-open')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLabel()).toBe('Open menu');
    expect(document.activeElement).toBe(toggle);
  });

  it('takes GET STARTED to its section without changing the address', () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out: record where the page was asked to go.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    openPrerenderedPage();
    const getStarted = byText<HTMLAnchorElement>('a', 'GET STARTED');
    const notPrevented = getStarted.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(notPrevented).toBe(false);
    expect(scrolled).toEqual(['trial']);
    expect(document.activeElement?.id).toBe('trial');
    expect(window.location.hash).toBe('');
  });

  it('fetches the app code at idle after load, a few prefetches per idle moment', () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const urls = ['/main.js', '/chunks/1.js', '/chunks/2.js', '/chunks/3.js', '/chunks/4.js'];
    openPrerenderedPage(urls);
    const prefetched = () =>
      Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (link) =>
        link.getAttribute('href'),
      );
    expect(prefetched()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    // Earlier pages of this document still listen for `load`: this page's callback is the last.
    idleCallbacks.pop()?.();
    expect(prefetched()).toEqual(urls.slice(0, 4));
    idleCallbacks.pop()?.();
    expect(prefetched()).toEqual(urls);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('fetches nothing ahead for a visitor who asked to save data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => ({ saveData: true }),
    });
    try {
      // The scripts of earlier pages in this document still listen for `load`: this page's
      // link is the one to look for.
      const idleCallbacks: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
      openPrerenderedPage(['/only-for-this-page.js']);
      window.dispatchEvent(new Event('load'));
      for (const callback of idleCallbacks) callback();
      await afterNextPaint();
      expect(document.head.querySelector('link[href="/only-for-this-page.js"]')).toBeNull();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});

describe("the shell's takeover of a prerendered page", () => {
  it('keeps the typed text and the focus on the live twins', async () => {
    openPrerenderedPage();
    const early = window.earlyInteractions!;
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.focus();
    email.value = 'ada@example.com';

    await takeOverPrerenderedPage(document.getElementById('root')!, early, liveRender([]));

    const live = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(live).not.toBe(email);
    expect(live.value).toBe('ada@example.com');
    expect(document.activeElement).toBe(live);
  });

  it('sends a form submitted before the app ran once the app has drawn it', async () => {
    openPrerenderedPage();
    const early = window.earlyInteractions!;
    document.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@example.com';
    const form = document.querySelector('form')!;
    const notPrevented = form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(notPrevented).toBe(false);
    // Submitting starts the app at once.
    expect(addedScripts()).toEqual(['/main.js']);

    const submits: string[] = [];
    await takeOverPrerenderedPage(document.getElementById('root')!, early, liveRender(submits));
    expect(submits).toEqual(['ada@example.com']);
  });

  it('waits for a held press to end before drawing', async () => {
    openPrerenderedPage();
    const early = window.earlyInteractions!;
    const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="site-menu"]')!;
    const takeover = takeOverPrerenderedPage(
      document.getElementById('root')!,
      early,
      liveRender([]),
    );
    toggle.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await afterNextPaint();
    expect(toggle.isConnected).toBe(true);

    toggle.dispatchEvent(new Event('pointerup', { bubbles: true }));
    toggle.click();
    await takeover;
    expect(toggle.isConnected).toBe(false);
  });
});
