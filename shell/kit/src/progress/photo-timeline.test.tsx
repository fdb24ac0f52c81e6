import type { ProgressPhoto } from '@studio/contracts/progress-photos';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eagerPhotoDates, PhotoTimeline } from './PhotoTimeline';

const poses = ['front', 'side', 'back'] as const;

/** Three poses a week, newest first, as the photos list answers. */
function weeklyPhotos(weeks: number): ProgressPhoto[] {
  return Array.from({ length: weeks }, (_, week) => {
    const date = new Date(Date.UTC(2026, 10, 26 - 7 * week)).toISOString().slice(0, 10);
    return poses.map((pose) => {
      const _id = `${date}-${pose}`;
      return { _id, date, pose, url: `/api/photos/${_id}`, thumbUrl: `/api/photos/${_id}/thumb` };
    });
  }).flat();
}

describe('PhotoTimeline', () => {
  it('loads the newest dates’ thumbnails at once, the newest first in line, the rest lazily', () => {
    render(<PhotoTimeline photos={weeklyPhotos(6)} />);

    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails).toHaveLength(18);
    const eager = thumbnails.slice(0, eagerPhotoDates * poses.length);
    const lazy = thumbnails.slice(eagerPhotoDates * poses.length);
    expect(eager.map((image) => image.getAttribute('loading'))).toEqual(eager.map(() => 'eager'));
    expect(lazy.map((image) => image.getAttribute('loading'))).toEqual(lazy.map(() => 'lazy'));
    expect(thumbnails.map((image) => image.getAttribute('fetchpriority'))).toEqual(
      thumbnails.map((_, index) => (index < poses.length ? 'high' : 'auto')),
    );
    expect(screen.getByRole('img', { name: 'Front photo, 26 Nov 2026' })).toHaveAttribute(
      'src',
      '/api/photos/2026-11-26-front/thumb',
    );
  });
});
