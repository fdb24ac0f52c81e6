import type { ProgressPhoto } from '@studio/contracts/progress-photos';
import { formatProgressDate } from '@studio/shell-kit/progress-format';
import './progress.css';

/** Photos grouped by date (newest first), each date's poses side by side. */
export function photosByDate(
  photos: ProgressPhoto[],
): Array<{ date: string; photos: ProgressPhoto[] }> {
  const groups: Array<{ date: string; photos: ProgressPhoto[] }> = [];
  for (const photo of photos) {
    const last = groups[groups.length - 1];
    if (last?.date === photo.date) last.photos.push(photo);
    else groups.push({ date: photo.date, photos: [photo] });
  }
  return groups;
}

const poseNames = { front: 'Front', side: 'Side', back: 'Back' } as const;

/**
 * Dates whose thumbnails load at once: about a phone's screenful (three rows of three). Lazy ones
 * are only asked for once laid out near the screen, which on a busy page comes long after the list
 * arrived; the newest date, the one looked at first, goes ahead of the page's other requests.
 */
export const eagerPhotoDates = 3;

/**
 * The photos side by side by date. Thumbnails (small WebP copies) of the newest dates load with
 * the list, the others as they scroll into view; each opens the full photo. Both need the viewer's
 * session: they are never cached.
 */
export function PhotoTimeline({ photos }: { photos: ProgressPhoto[] }) {
  return (
    <ol className="progress-photo-dates">
      {photosByDate(photos).map((group, index) => (
        <li key={group.date}>
          <p className="progress-photo-date">{formatProgressDate(group.date)}</p>
          <ul className="progress-photo-row">
            {group.photos.map((photo) => (
              <li key={photo._id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbUrl}
                    width={320}
                    height={427}
                    loading={index < eagerPhotoDates ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                    alt={`${poseNames[photo.pose]} photo, ${formatProgressDate(photo.date)}`}
                  />
                </a>
                <span className="progress-photo-pose">{poseNames[photo.pose]}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
