import type { StudioSettings } from '@studio/contracts/settings';

/** The closing lines of every staff mail: who the studio is and how to reach it, from its settings. */
export function studioSignature({
  studioName,
  address,
  phone,
}: Pick<StudioSettings, 'studioName' | 'address' | 'phone'>): string[] {
  return ['', '--', studioName, ...[address, phone].filter((line) => line.trim() !== '')];
}
