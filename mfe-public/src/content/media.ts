import { remoteAreas } from '@studio/shell-kit/build/federated-app';
import manifest from '../../content/media.json';

/**
 * The pictures and video of the public pages. `content/media.json` is written by
 * `npm run assets` (scripts/generate-assets.ts) with each file's hashed name and size; the files
 * are published under the remote's own path so they are cached like every other hashed asset.
 */
export interface ImageVariant {
  /** Pixel width of this file; heights follow the picture's aspect ratio. */
  width: number;
  /** Path below `content/`, e.g. `images/founder-800.1a2b3c4d.webp`. */
  file: string;
}

export interface ResponsiveImageSource {
  /** Intrinsic size of the largest variant: the page reserves this aspect ratio before loading. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface MediaManifest {
  heroPoster: ResponsiveImageSource;
  founder: ResponsiveImageSource;
  gallery: ResponsiveImageSource[];
  /** 1200 x 630 JPEG for link previews (Open Graph). */
  ogImage: { file: string; width: number; height: number };
  /** Absent when the generator had no ffmpeg: the hero then shows its poster only. */
  heroVideo: { file: string; type: string } | null;
}

export const media: MediaManifest = manifest;

const contentBasePath = `${remoteAreas.mfe_public}content/`;

export function mediaUrl(file: string): string {
  return contentBasePath + file;
}
