import { elementAt, pathWithin, type ElementPath } from './element-path';

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const releases = ['pointerup', 'pointercancel', 'keyup'] as const;

/**
 * Starts the app at the visitor's first interaction with a prerendered page, which is complete
 * and styled without scripts. The app's first render replaces that markup, so until then button
 * presses (the mobile menu toggle) and the focused element are remembered and afterwards replayed
 * on their live twins: no tap or focus is lost. The render also waits for a held pointer or key
 * to be released, so a press that began on the old markup ends there (and is replayed) instead
 * of vanishing. Plain links keep working as links meanwhile.
 */
export function bootOnFirstInteraction(
  root: HTMLElement,
  prepare: () => Promise<() => void>,
): void {
  const pressed: ElementPath[] = [];
  let focused: ElementPath | null = null;
  let held = false;
  let afterRelease: (() => void) | null = null;

  const rememberPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button, [role="button"]');
    const path = button ? pathWithin(root, button) : null;
    if (path) pressed.push(path);
  };
  const rememberFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? pathWithin(root, event.target) : null;
  };
  const hold = () => {
    held = true;
  };
  const release = () => {
    held = false;
    // The click that ends a press is dispatched right after its release.
    const next = afterRelease;
    afterRelease = null;
    if (next) setTimeout(next, 0);
  };
  const whenReleased = () =>
    new Promise<void>((resolve) => {
      if (held) afterRelease = resolve;
      else resolve();
    });

  const listeners: [string, EventListener][] = [
    ['click', rememberPress as EventListener],
    ['focusin', rememberFocus as EventListener],
    ['pointerdown', hold],
    ['keydown', hold],
    ...releases.map((type): [string, EventListener] => [type, release]),
  ];

  const start = () => {
    for (const type of interactions) document.removeEventListener(type, start, true);
    void prepare().then(async (render) => {
      await whenReleased();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      render();
      if (focused && !root.contains(document.activeElement)) elementAt(root, focused)?.focus();
      for (const path of pressed) elementAt(root, path)?.click();
    });
  };

  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  for (const type of interactions)
    document.addEventListener(type, start, { capture: true, passive: true });
}
