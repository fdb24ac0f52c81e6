import {
  defaultStudioSettings,
  type StudioSettings,
  type StudioSettingsChanges,
} from '@studio/contracts/settings';
import type { StudioSettingsReader } from '../studio-settings.js';

/** Settings a test chooses (over the defaults) and may change as it goes. */
export function chosenSettings(
  changes: StudioSettingsChanges = {},
): StudioSettingsReader & { change(more: StudioSettingsChanges): void } {
  let current: StudioSettings = { ...defaultStudioSettings, ...changes };
  return {
    get: async () => current,
    forget: () => {},
    change(more) {
      current = { ...current, ...more };
    },
  };
}
