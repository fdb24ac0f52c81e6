import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileInlineScript } from '@studio/shell/prerender/inline-script';
import { media } from '../../src/content/media';
import { HeroVideoClip } from '../../src/features/home/components/HeroVideoClip';

const controlsFile = path.join(import.meta.dirname, 'hero-video-controls.ts');

/**
 * The prerendered home page starts the app only after the first interaction, yet its hero clip
 * should still replace the poster once the page has loaded, and its pause button work, as on the
 * live page. This markup (after `#root`) holds the clip in a template and the inline script
 * (hero-video-controls.ts) that shows and runs it.
 */
export function heroVideoBeforeBoot(): string {
  const video = media.heroVideo;
  if (!video) return '';
  const clip = renderToStaticMarkup(<HeroVideoClip video={video} playing />);
  return `<template>${clip}</template><script>${compileInlineScript(controlsFile)}</script>`;
}
