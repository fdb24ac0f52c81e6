import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { messages } from '../../../config/messages';

/** What an RTK Query mutation resolves to, as far as the schedule reads it. */
export type MutationResult =
  { error?: Parameters<typeof serverErrorMessage>[0] } | { data: unknown };

/** A failed answer's reason for a person; a 409 is a conflict that staff may book anyway. */
export type MutationOutcome = { ok: true } | { ok: false; error: string; conflict: boolean };

export function outcomeOf(result: MutationResult): MutationOutcome {
  if (!('error' in result) || !result.error) return { ok: true };
  const status = 'status' in result.error ? result.error.status : undefined;
  return {
    ok: false,
    error: serverErrorMessage(result.error) ?? messages.saveFailed,
    conflict: status === 409,
  };
}
