/** Whether the visitor asked their system for reduced motion (false where it cannot be asked). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
