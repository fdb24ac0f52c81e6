import path from 'node:path';
import { compileInlineScript } from '@studio/shell/prerender/inline-script';

const beaconFile = path.join(import.meta.dirname, 'trial-view-beacon.ts');

/** The prerendered `/trial` counts its view before the app starts (trial-view-beacon.ts). */
export function trialViewBeforeBoot(): string {
  return `<script>${compileInlineScript(beaconFile)}</script>`;
}
