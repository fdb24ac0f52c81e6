import { prefersReducedMotion } from './prefers-reduced-motion';

/** Spec section 9: GET STARTED scrolls for 500 ms and stops 30 px above the trial section. */
const durationMs = 500;
const offsetPx = -30;

function easeInOutQuad(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

/**
 * Scrolls the window so `target` sits 30 px below the top, animating over 500 ms (instantly for
 * visitors who asked their system for reduced motion). Resolves when done.
 */
export function smoothScrollTo(target: Element): Promise<void> {
  const start = window.scrollY;
  const destination = Math.max(0, start + target.getBoundingClientRect().top + offsetPx);
  if (prefersReducedMotion()) {
    window.scrollTo(0, destination);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      window.scrollTo(0, start + (destination - start) * easeInOutQuad(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
