/**
 * What a prerendered page's inline loader (load-app-on-first-interaction.ts) saw of the visitor
 * before the app existed, left on `window.earlyInteractions` for the shell to replay once its
 * first render has replaced the prerendered markup. The loader and the shell are built apart: this
 * type is their contract.
 */
export interface EarlyInteractions {
  /** Buttons pressed (clicked) so far, in order. */
  pressed: Element[];
  /** The element that last took the keyboard focus. */
  focused: Element | null;
  /** Whether a pointer or key is down right now. */
  held: boolean;
  /** Called once after the held pointer or key is released (and its click dispatched). */
  onRelease: (() => void) | null;
  /** Stops recording. */
  stop: () => void;
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}
