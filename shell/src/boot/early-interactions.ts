/**
 * What a prerendered page's inline script (prerendered-page-controls.ts) leaves on
 * `window.earlyInteractions` for the shell, which takes the page over once its first render is
 * ready (take-over-prerendered-page.ts). The inline script and the shell are built apart: this
 * type is their contract.
 */
export interface EarlyInteractions {
  /** A form the visitor submitted before the app could send it: the app submits it again. */
  submitted: HTMLFormElement | null;
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}
