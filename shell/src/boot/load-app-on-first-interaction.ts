/**
 * The inline script of every prerendered page (compiled and inlined by
 * ../prerender/defer-app-entry.ts). The page is complete and styled without scripts, so the
 * shell's entry scripts, held inert in the `<template>` just before this script, are added to the
 * page only at the visitor's first interaction: nothing is downloaded or evaluated before the first
 * paint. A remembered signed-in user (localStorage `user`) gets them at once, for their own nav.
 *
 * Until the app takes over, button presses, the focused element and whether a pointer or key is
 * held are recorded in `window.earlyInteractions` for the shell to replay on the live page
 * (take-over-from-early-interactions.ts). `pointerdown` and `touchstart` start the load at the
 * beginning of a tap rather than at its click, `keydown` and `focusin` serve keyboard and
 * assistive-technology users.
 *
 * Runs as a classic inline script: no imports or exports (its contract with the shell is the
 * `Window` property typed in early-interactions.ts), and its names stay inside the function.
 */

(() => {
  const entry = document.currentScript?.previousElementSibling;
  if (!(entry instanceof HTMLTemplateElement)) return;
  const loadApp = () => {
    document.body.append(document.importNode(entry.content, true));
  };
  if (localStorage.getItem('user') !== null) {
    loadApp();
    return;
  }

  const early: NonNullable<Window['earlyInteractions']> = {
    pressed: [],
    focused: null,
    held: false,
    onRelease: null,
    stop: () => {
      for (const [type, listener] of recorders) document.removeEventListener(type, listener, true);
    },
  };
  const hold = () => {
    early.held = true;
  };
  const release = () => {
    early.held = false;
    // The click that ends a press is dispatched right after its release.
    const next = early.onRelease;
    early.onRelease = null;
    if (next) setTimeout(next, 0);
  };
  const recorders: [string, EventListener][] = [
    [
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button, [role="button"]');
        if (button) early.pressed.push(button);
      },
    ],
    [
      'focusin',
      (event) => {
        early.focused = event.target instanceof Element ? event.target : null;
      },
    ],
    ['pointerdown', hold],
    ['keydown', hold],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
  ];
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  const start = () => {
    for (const type of interactions) document.removeEventListener(type, start, true);
    loadApp();
  };

  window.earlyInteractions = early;
  for (const [type, listener] of recorders) document.addEventListener(type, listener, true);
  for (const type of interactions)
    document.addEventListener(type, start, { capture: true, passive: true });
})();
