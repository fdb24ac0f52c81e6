import { renderToStaticMarkup } from 'react-dom/server';
import { media } from '../../src/content/media';
import { HeroVideoClip } from '../../src/features/home/components/HeroVideoClip';

const templateId = 'hero-video-clip';

/**
 * The prerendered home page starts the app only at the first interaction, yet its hero clip
 * should still replace the poster once the page has loaded, as on the live page. This markup
 * (after `#root`) holds the clip in a template and shows it on load, unless the visitor asked for
 * reduced motion or data saving, or the app has already replaced the hero. The app's first render
 * then carries the clip on (HeroVideo), and a press of its pause button is replayed there.
 */
export function heroVideoBeforeBoot(): string {
  const video = media.heroVideo;
  if (!video) return '';
  const clip = renderToStaticMarkup(<HeroVideoClip video={video} playing />);
  const script = `(function () {
  var hero = document.querySelector('#root .pub-hero');
  var clip = document.getElementById('${templateId}');
  if (!hero || !clip) return;
  addEventListener('load', function () {
    var still = matchMedia('(prefers-reduced-motion: reduce)').matches ||
      Boolean(navigator.connection && navigator.connection.saveData);
    if (still || !hero.isConnected) return;
    hero.insertBefore(document.importNode(clip.content, true), hero.querySelector('.pub-hero__content'));
  });
})();`;
  return `<template id="${templateId}">${clip}</template><script>${script}</script>`;
}
