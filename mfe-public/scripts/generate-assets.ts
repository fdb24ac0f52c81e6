/**
 * `npm run assets -w mfe-public`: turns the studio's pictures into the responsive files the public
 * pages use, and draws a stand-in for every picture that has not been supplied yet.
 *
 *   content/source/hero-poster.(jpg|png|webp|svg)     wide photo behind the headline (16:9)
 *   content/source/hero-video.(mp4|mov|webm)          optional short clip, sound is dropped
 *   content/source/founder.(jpg|png|webp|svg)         portrait (4:5)
 *   content/source/gallery-01 ... gallery-14.(...)    before/after pictures (4:3)
 *
 * Output: content/images/*.webp, content/video/*.mp4 and content/media.json (names carry a content
 * hash, so browsers may cache them forever). Nothing is downloaded; sharp ships its own libvips and
 * the video needs Debian's ffmpeg (skipped, poster only, when it is missing).
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaManifest, ResponsiveImageSource } from '../src/content/media';
import { beforeAfterSvg, founderPortraitSvg, heroPosterSvg } from './assets/stand-in-art';

const contentDir = path.resolve(import.meta.dirname, '../content');
const sourceDir = path.join(contentDir, 'source');
const galleryCount = 14;

interface PictureSlot {
  name: string;
  width: number;
  height: number;
  variantWidths: number[];
  quality: number;
  drawStandIn: () => string;
}

const heroSlot: PictureSlot = {
  name: 'hero-poster',
  width: 1920,
  height: 1080,
  variantWidths: [640, 1024, 1600, 1920],
  quality: 70,
  drawStandIn: heroPosterSvg,
};
const founderSlot: PictureSlot = {
  name: 'founder',
  width: 800,
  height: 1000,
  variantWidths: [400, 800],
  quality: 72,
  drawStandIn: founderPortraitSvg,
};
const gallerySlots: PictureSlot[] = Array.from({ length: galleryCount }, (_, i) => ({
  name: `gallery-${String(i + 1).padStart(2, '0')}`,
  width: 800,
  height: 600,
  variantWidths: [400, 800],
  quality: 70,
  drawStandIn: () => beforeAfterSvg(i + 1),
}));

function findSource(slotName: string, extensions: string[]): string | undefined {
  if (!existsSync(sourceDir)) return undefined;
  const match = readdirSync(sourceDir).find((file) => {
    const { name, ext } = path.parse(file);
    return name === slotName && extensions.includes(ext.toLowerCase());
  });
  return match === undefined ? undefined : path.join(sourceDir, match);
}

/** The slot's picture cropped to its aspect ratio at full size: the studio's file or the stand-in. */
async function masterImage(slot: PictureSlot): Promise<Buffer> {
  const source = findSource(slot.name, ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg']);
  const input = source === undefined ? Buffer.from(slot.drawStandIn()) : readFileSync(source);
  return sharp(input, { density: 144 })
    .rotate()
    .resize(slot.width, slot.height, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
}

function hashedName(stem: string, data: Buffer, extension: string): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return `${stem}.${hash}${extension}`;
}

function writeContentFile(folder: string, stem: string, data: Buffer, extension: string): string {
  const file = `${folder}/${hashedName(stem, data, extension)}`;
  writeFileSync(path.join(contentDir, file), data);
  return file;
}

async function responsiveImage(slot: PictureSlot, master: Buffer): Promise<ResponsiveImageSource> {
  const variants = [];
  for (const width of slot.variantWidths) {
    const data = await sharp(master)
      .resize(width)
      .webp({ quality: slot.quality, effort: 6, smartSubsample: true })
      .toBuffer();
    variants.push({
      width,
      file: writeContentFile('images', `${slot.name}-${width}`, data, '.webp'),
    });
  }
  return { width: slot.width, height: slot.height, variants };
}

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * A 6-second muted loop: the studio's clip (trimmed, scaled, sound removed) or, failing that, a
 * slow seamless zoom over the poster. H.264 in MP4 plays everywhere.
 */
function heroVideo(poster: Buffer): MediaManifest['heroVideo'] {
  if (!hasFfmpeg()) {
    console.warn(
      'ffmpeg not found: the hero shows its poster only (apt-get install -y ffmpeg to add the video).',
    );
    return null;
  }
  const work = path.join(tmpdir(), `hero-video-${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    const output = path.join(work, 'hero.mp4');
    const studioClip = findSource('hero-video', ['.mp4', '.mov', '.webm', '.mkv']);
    const encode = [
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
    ];
    const common = ['-movflags', '+faststart', '-y', output];
    if (studioClip !== undefined) {
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-i',
        studioClip,
        '-t',
        '15',
        '-vf',
        'scale=1280:-2,fps=25',
        ...encode,
        ...common,
      ]);
    } else {
      const posterFile = path.join(work, 'poster.png');
      writeFileSync(posterFile, poster);
      const frames = 150;
      const zoom = `zoompan=z='1.04-0.04*cos(2*PI*on/${frames})':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=1280x720:fps=25`;
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-i',
        posterFile,
        '-vf',
        zoom,
        '-frames:v',
        String(frames),
        ...encode,
        ...common,
      ]);
    }
    return {
      file: writeContentFile('video', 'hero', readFileSync(output), '.mp4'),
      type: 'video/mp4',
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const folder of ['images', 'video']) {
    rmSync(path.join(contentDir, folder), { recursive: true, force: true });
    mkdirSync(path.join(contentDir, folder), { recursive: true });
  }
  const heroMaster = await masterImage(heroSlot);
  const ogData = await sharp(heroMaster)
    .resize(1200, 630, { fit: 'cover', position: 'right' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  const gallery = [];
  for (const slot of gallerySlots)
    gallery.push(await responsiveImage(slot, await masterImage(slot)));

  const manifest: MediaManifest = {
    heroPoster: await responsiveImage(heroSlot, heroMaster),
    founder: await responsiveImage(founderSlot, await masterImage(founderSlot)),
    gallery,
    ogImage: {
      file: writeContentFile('images', 'og-image', ogData, '.jpg'),
      width: 1200,
      height: 630,
    },
    heroVideo: heroVideo(heroMaster),
  };
  writeFileSync(path.join(contentDir, 'media.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), contentDir)}/media.json`);
}

await main();
