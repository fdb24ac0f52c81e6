import { useEffect, useRef, useState } from 'react';
import { media } from '../../../content/media';
import { prefersReducedMotion } from '../../../lib/prefers-reduced-motion';
import { HeroVideoClip, heroVideoClass } from './HeroVideoClip';

function visitorWantsStillPictures(): boolean {
  const saveData =
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ??
    false;
  return prefersReducedMotion() || saveData;
}

/**
 * The clip the prerendered home page already shows (its own script reveals it on load), read
 * while the app's first render is being drawn over that markup, so the live clip carries on
 * from it instead of disappearing.
 */
function prerenderedClip(): { paused: boolean; currentTime: number } | null {
  if (typeof document === 'undefined') return null;
  const clip = document.querySelector<HTMLVideoElement>(`.pub-hero video.${heroVideoClass}`);
  return clip ? { paused: clip.paused, currentTime: clip.currentTime } : null;
}

/**
 * The muted looping clip over the hero poster. It is added only after the page has loaded, so the
 * poster is what paints first and the largest paint never waits on video; with reduced motion or
 * data saving asked for, the poster stays.
 */
export function HeroVideo() {
  const video = media.heroVideo;
  const [adopted] = useState(prerenderedClip);
  const [show, setShow] = useState(adopted !== null);
  const [playing, setPlaying] = useState(adopted ? !adopted.paused : true);
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const clip = element.current;
    if (!adopted || !clip) return;
    clip.currentTime = adopted.currentTime;
    if (adopted.paused) clip.pause();
  }, [adopted]);

  useEffect(() => {
    if (!video || show || visitorWantsStillPictures()) return;
    const reveal = () => setShow(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(reveal, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', reveal, { once: true });
    return () => window.removeEventListener('load', reveal);
  }, [video, show]);

  if (!video || !show) return null;

  const togglePlaying = () => {
    const clip = element.current;
    if (!clip) return;
    // From the shown state: a clip just drawn may not have begun its autoplay yet.
    if (playing) clip.pause();
    else void clip.play();
    setPlaying(!playing);
  };

  return (
    <HeroVideoClip
      video={video}
      playing={playing}
      videoRef={element}
      onPlayingChange={setPlaying}
      onToggle={togglePlaying}
    />
  );
}
