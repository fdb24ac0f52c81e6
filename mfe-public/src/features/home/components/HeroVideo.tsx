import { useEffect, useRef, useState } from 'react';
import { media, mediaUrl } from '../../../content/media';

function visitorWantsStillPictures(): boolean {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData =
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ??
    false;
  return reduceMotion || saveData;
}

/**
 * The muted looping clip over the hero poster. It is added only after the page has loaded, so the
 * poster is what paints first and the largest paint never waits on video; with reduced motion or
 * data saving asked for, the poster stays.
 */
export function HeroVideo() {
  const video = media.heroVideo;
  const [show, setShow] = useState(false);
  const [playing, setPlaying] = useState(true);
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!video || visitorWantsStillPictures()) return;
    const reveal = () => setShow(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(reveal, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', reveal, { once: true });
    return () => window.removeEventListener('load', reveal);
  }, [video]);

  if (!video || !show) return null;

  const togglePlaying = () => {
    const clip = element.current;
    if (!clip) return;
    if (clip.paused) void clip.play();
    else clip.pause();
    setPlaying(clip.paused === false);
  };

  return (
    <>
      <video
        ref={element}
        className="pub-hero__media"
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={mediaUrl(video.file)} type={video.type} />
      </video>
      <button type="button" className="pub-hero__pause" onClick={togglePlaying}>
        {playing ? 'Pause background video' : 'Play background video'}
      </button>
    </>
  );
}
