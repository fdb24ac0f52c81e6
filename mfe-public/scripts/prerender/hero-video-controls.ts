/**
 * The inline script after the prerendered home page's `#root`, right after the `<template>` that
 * holds the hero clip and its pause button (hero-video-before-boot.tsx). Before the app runs it
 * shows the clip once the page has loaded, as the live page does, unless the visitor asked for
 * reduced motion or data saving, and it runs the pause button (a hero the app has already replaced
 * is detached: what happens there is never seen). The app's first render then carries the clip on from where it is (HeroVideo).
 *
 * A classic inline script: no imports or exports, its names inside the function.
 */
(() => {
  const clip = document.currentScript!.previousElementSibling as HTMLTemplateElement;
  const hero = document.querySelector('#root .pub-hero');
  addEventListener('load', () => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (!hero || matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData)
      return;
    hero.insertBefore(
      document.importNode(clip.content, true),
      hero.querySelector('.pub-hero__content'),
    );
    const video = hero.querySelector('video')!;
    const button = hero.querySelector('button')!;
    // The button holds both labels, "Pause ..." and "Play ...": the one for the clip's state shows.
    const showState = () => {
      (button.firstChild as HTMLElement).hidden = video.paused;
      (button.lastChild as HTMLElement).hidden = !video.paused;
    };
    video.onplay = video.onpause = showState;
    button.onclick = () => {
      if (video.paused) void video.play();
      else video.pause();
    };
  });
})();
