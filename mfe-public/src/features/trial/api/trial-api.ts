import type { Slots } from '@studio/contracts/availability';
import type { TrialHold, TrialHoldBody } from '@studio/contracts/trial';

// Plain fetch, not RTK Query: the page is prerendered without the shell's store, and a visitor
// has no session (no cookie is sent).

const csrfHeader = { 'X-Requested-With': 'studio-web' } as const;

const apiUrl = (path: string) => new URL(path, location.origin);

/** `GET /api/trial/slots?from&to`: the open trial times (business dates, `YYYY-MM-DD`). */
export async function fetchTrialSlots(from: string, to: string): Promise<Slots> {
  const response = await fetch(apiUrl(`/api/trial/slots?from=${from}&to=${to}`), {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as Slots;
}

export type HoldResult =
  { ok: true; hold: TrialHold } | { ok: false; status: number; message: string };

/** `POST /api/trial/holds`: 201 the hold and its PayNow code; 400 naming a field; 409; 429. */
export async function postTrialHold(body: TrialHoldBody): Promise<HoldResult> {
  try {
    const response = await fetch(apiUrl('/api/trial/holds'), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', accept: 'application/json', ...csrfHeader },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, hold: (await response.json()) as TrialHold };
    return { ok: false, status: response.status, message: await errorOf(response) };
  } catch {
    return { ok: false, status: 0, message: 'No answer from the studio. Check your connection.' };
  }
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error
    ? body.error
    : `The studio answered ${response.status}.`;
}
