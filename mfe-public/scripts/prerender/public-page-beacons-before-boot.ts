import path from 'node:path';
import { compileInlineScript } from '@studio/shell/prerender/inline-script';

const beaconsFile = path.join(import.meta.dirname, 'public-page-beacons.ts');

/** The landing tags and anonymous beacons every prerendered public page runs before the app. */
export function publicPageBeaconsBeforeBoot(): string {
  return `<script>${compileInlineScript(beaconsFile)}</script>`;
}
