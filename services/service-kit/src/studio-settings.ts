import { defaultStudioSettings, type StudioSettings } from '@studio/contracts/settings';
import type { CallService } from './service-client.js';

const defaultTtlMs = 30_000;

/** The studio's settings as other services read them: from auth's `GET /internal/settings`. */
export interface StudioSettingsReader {
  /**
   * The current settings, at most `ttlMs` old. When auth cannot answer: the last settings read,
   * else the defaults, so a reminder or a notice is never lost to a settings outage.
   */
  get(requestId?: string): Promise<StudioSettings>;
  /** Forgets the cached copy (tests, or after this process changed them). */
  forget(): void;
}

export function studioSettingsFromAuth(
  callService: CallService,
  authUrl: string,
  {
    ttlMs = defaultTtlMs,
    now = () => Date.now(),
    onUnavailable = () => {},
  }: { ttlMs?: number; now?: () => number; onUnavailable?: (error: unknown) => void } = {},
): StudioSettingsReader {
  let cached: { settings: StudioSettings; readAt: number } | undefined;
  let reading: Promise<StudioSettings> | undefined;

  const read = async (requestId?: string) => {
    try {
      const settings = await callService<StudioSettings>(authUrl, '/internal/settings', {
        requestId,
        timeoutMs: 3000,
      });
      cached = { settings, readAt: now() };
      return settings;
    } catch (error) {
      onUnavailable(error);
      return cached?.settings ?? defaultStudioSettings;
    }
  };

  return {
    get(requestId) {
      if (cached && now() - cached.readAt < ttlMs) return Promise.resolve(cached.settings);
      // Callers that arrive while a read is under way share it.
      reading ??= read(requestId).finally(() => {
        reading = undefined;
      });
      return reading;
    },
    forget() {
      cached = undefined;
    },
  };
}
