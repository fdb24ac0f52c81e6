/**
 * The inline loader of a prerendered page, as the prerender writes it (compiled, after the entry
 * scripts' `<template>`), and the shell's takeover that replays what the loader recorded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferAppEntry } from '../prerender/defer-app-entry';
import { takeOverFromEarlyInteractions } from './take-over-from-early-interactions';

const layout = '<nav><button type="button">Open menu</button><a href="/founder">FOUNDER</a></nav>';

/** Puts a prerendered page's body in the document and runs its inline loader as the browser would. */
function openPrerenderedPage(): void {
  const page = deferAppEntry(
    `<!doctype html><html><head></head><body><div id="root">${layout}</div><script defer src="/main.js"></script></body></html>`,
  );
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  const loader = document.body.lastElementChild as HTMLScriptElement;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(loader);
  // jsdom runs no inline scripts by itself: run the loader's own text, as the page would.
  new Function(loader.text)();
}

/** The app's scripts that have been added to the page (not those held in the template). */
function addedScripts(): string[] {
  return Array.from(
    document.body.querySelectorAll(':scope > script[src]'),
    (script) => script.getAttribute('src') ?? '',
  );
}

/** A first render that draws the same markup, live: it counts presses of the menu button. */
function liveRender(presses: string[]) {
  return () =>
    Promise.resolve(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      root.innerHTML = layout;
      root.querySelector('button')?.addEventListener('click', () => presses.push('live'));
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.earlyInteractions;
  document.body.innerHTML = '';
});

describe('the inline loader of a prerendered page', () => {
  it('holds the entry scripts until the first interaction, then adds them with their attributes', () => {
    openPrerenderedPage();
    expect(addedScripts()).toEqual([]);
    expect(document.querySelector('template')?.innerHTML).toBe(
      '<script defer="" src="/main.js"></script>',
    );

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(addedScripts()).toEqual(['/main.js']);
    expect(document.body.querySelector(':scope > script[src]')?.hasAttribute('defer')).toBe(true);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(addedScripts()).toEqual(['/main.js']);
  });

  it('adds the entry scripts at once for a remembered signed-in user', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ada', role: 'admin' }));
    openPrerenderedPage();
    expect(addedScripts()).toEqual(['/main.js']);
    expect(window.earlyInteractions).toBeUndefined();
  });

  it('has the shell replay a button press made before the app drew, once the press ends', async () => {
    openPrerenderedPage();
    const early = window.earlyInteractions;
    if (!early) throw new Error('the loader left no record');
    const prerenderedButton = document.querySelector('button') as HTMLButtonElement;
    const presses: string[] = [];
    prerenderedButton.addEventListener('click', () => presses.push('prerendered'));

    prerenderedButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const takeover = takeOverFromEarlyInteractions(
      document.getElementById('root') as HTMLElement,
      early,
      liveRender(presses),
    );
    // Still held: the prerendered markup stays until the press ends.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prerenderedButton.isConnected).toBe(true);

    prerenderedButton.dispatchEvent(new Event('pointerup', { bubbles: true }));
    prerenderedButton.click();
    await takeover;

    expect(prerenderedButton.isConnected).toBe(false);
    expect(presses).toEqual(['prerendered', 'live']);
  });

  it('has the shell move the focus to the live twin of the element focused before the app drew', async () => {
    openPrerenderedPage();
    const early = window.earlyInteractions;
    if (!early) throw new Error('the loader left no record');
    (document.querySelector('a') as HTMLAnchorElement).focus();

    await takeOverFromEarlyInteractions(
      document.getElementById('root') as HTMLElement,
      early,
      liveRender([]),
    );

    expect(document.activeElement?.textContent).toBe('FOUNDER');
    expect(document.activeElement?.isConnected).toBe(true);
    // Recording has stopped: a later press is the live page's own business.
    (document.querySelector('button') as HTMLButtonElement).click();
    expect(early.pressed).toEqual([]);
  });
});
