import type { Ref } from 'react';
import { mediaUrl, type MediaManifest } from '../../../content/media';

export const heroVideoClass = 'pub-hero__media';

interface HeroVideoClipProps {
  video: NonNullable<MediaManifest['heroVideo']>;
  playing: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  onPlayingChange?: (playing: boolean) => void;
  onToggle?: () => void;
}

/**
 * The muted looping clip and its pause button. The live page renders it, and the prerendered home
 * page carries the same markup in a template that it shows on load before the app has started.
 */
export function HeroVideoClip({
  video,
  playing,
  videoRef,
  onPlayingChange,
  onToggle,
}: HeroVideoClipProps) {
  return (
    <>
      <video
        ref={videoRef}
        className={heroVideoClass}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onPlay={() => onPlayingChange?.(true)}
        onPause={() => onPlayingChange?.(false)}
      >
        <source src={mediaUrl(video.file)} type={video.type} />
      </video>
      {/* Both labels are in the markup, so the prerendered page's inline script only swaps
          which one is hidden (scripts/prerender/hero-video-controls.ts). */}
      <button type="button" className="pub-hero__pause" onClick={onToggle}>
        <span hidden={!playing}>Pause background video</span>
        <span hidden={playing}>Play background video</span>
      </button>
    </>
  );
}
