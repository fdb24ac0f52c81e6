import { useSyncExternalStore } from 'react';
import type { BusinessTime } from '@studio/contracts/business-time';

/**
 * The studio's time zone and shared limits, as the BFF tells them (`GET /api/business-time`, fed by
 * the services' own `BUSINESS_TIME_ZONE` and the contracts' limits). The shell loads them once
 * before its first render; every date a screen shows is formatted in this zone, so a studio
 * elsewhere sees its own days. Shell-kit is one shared module at runtime, so the remotes read the
 * value the shell loaded.
 */
let current: BusinessTime | undefined;
const listeners = new Set<() => void>();

export const businessTimePath = '/api/business-time';

/** Makes `businessTime` the one every screen uses from now on (the shell at start; tests). */
export function setBusinessTime(businessTime: BusinessTime): void {
  current = businessTime;
  for (const listener of listeners) listener();
}

/** Reads `GET /api/business-time` and makes it current. Rejects when the BFF does not answer it. */
export async function loadBusinessTime(origin = globalThis.location.origin): Promise<BusinessTime> {
  const response = await fetch(new URL(businessTimePath, origin), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${businessTimePath} answered ${response.status}`);
  const businessTime = (await response.json()) as BusinessTime;
  setBusinessTime(businessTime);
  return businessTime;
}

/** The current zone and limits; throws when nothing loaded them (a screen drawn before the shell started). */
export function businessTime(): BusinessTime {
  if (!current)
    throw new Error(
      'The studio’s time zone is not known yet: the shell loads it before drawing a screen.',
    );
  return current;
}

/** The studio's IANA time zone, e.g. `Europe/London`. */
export const businessTimeZone = (): string => businessTime().timeZone;

/** `America/New_York` → `New York`: how a label names the zone ("Date and time (New York time)"). */
export function placeOfTimeZone(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The zone and limits in a component; it draws again should they change. */
export function useBusinessTime(): BusinessTime {
  return useSyncExternalStore(subscribe, businessTime, businessTime);
}

/**
 * A formatter in the studio's zone, made once per zone: `zonedFormatter('en-SG', { day: 'numeric' })()`
 * is the `Intl.DateTimeFormat` for the current zone. (Intl formatters are costly to make, cheap to reuse.)
 */
export function zonedFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): () => Intl.DateTimeFormat {
  let made: { zone: string; formatter: Intl.DateTimeFormat } | undefined;
  return () => {
    const zone = businessTimeZone();
    if (made?.zone !== zone)
      made = { zone, formatter: new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }) };
    return made.formatter;
  };
}
