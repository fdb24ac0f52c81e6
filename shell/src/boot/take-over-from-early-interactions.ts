import type { EarlyInteractions } from './early-interactions';
import { elementAt, pathWithin, type ElementPath } from './element-path';

/**
 * Starts the app on a prerendered page whose inline loader (load-app-on-first-interaction.ts)
 * added the shell's scripts at the visitor's first interaction. The app's first render replaces
 * the prerendered markup, so the button presses and focus the loader recorded are replayed on their
 * live twins: no tap or focus is lost. The render waits for a held pointer or key to be released,
 * so a press that began on the old markup ends there (and is replayed) instead of vanishing. Plain
 * links keep working as links meanwhile.
 */
export async function takeOverFromEarlyInteractions(
  root: HTMLElement,
  early: EarlyInteractions,
  prepare: () => Promise<() => void>,
): Promise<void> {
  const render = await prepare();
  await new Promise<void>((resolve) => {
    if (early.held) early.onRelease = resolve;
    else resolve();
  });
  early.stop();
  // Located just before the render, in the markup the render mirrors.
  const pressed = early.pressed
    .map((button) => pathWithin(root, button))
    .filter((path): path is ElementPath => path !== null);
  const focused = early.focused ? pathWithin(root, early.focused) : null;
  render();
  if (focused && !root.contains(root.ownerDocument.activeElement))
    elementAt(root, focused)?.focus();
  for (const path of pressed) elementAt(root, path)?.click();
}
