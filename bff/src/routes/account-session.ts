import type { Response } from 'express';
import { Compile } from 'typebox/compile';
import { HttpError } from '@studio/service-kit/errors';
import type { AuthAnswer } from './auth-client.js';
import { SignedInUserResponse, type SignedInUser } from '@studio/contracts/customer-accounts';
import { setSessionCookie } from '../session/session-cookie.js';
import type { Session, SessionStore } from '../session/session-store.js';

const userResponse = Compile(SignedInUserResponse);

/**
 * Turns an auth answer that is not a success into the caller's error: auth's own 4xx message
 * passes through (it is written for people), anything else means auth is not working.
 */
export function authRefusal(answer: AuthAnswer, fallbackMessage: string): HttpError {
  const message = (answer.body as { error?: unknown } | undefined)?.error;
  if (answer.status >= 400 && answer.status < 500) {
    return new HttpError(
      answer.status,
      typeof message === 'string' && message !== '' ? message : fallbackMessage,
    );
  }
  return new HttpError(
    502,
    'The account service is temporarily unavailable. Please try again shortly.',
  );
}

export const notUnderstood = () =>
  new HttpError(502, 'The account service gave an answer the portal does not understand.');

/** The user of auth's `{ user }` answer, checked against the contract. */
export function signedInUser(answer: AuthAnswer): SignedInUser {
  if (!userResponse.Check(answer.body)) throw notUnderstood();
  return answer.body.user;
}

/**
 * Answers a successful login or registration with a brand-new session: the one the caller
 * presented (if any) is destroyed first, so a session id planted before sign-in is worthless.
 */
export async function answerWithNewSession(
  res: Response,
  status: number,
  user: SignedInUser,
  previous: Session | null,
  { sessions, production }: { sessions: SessionStore; production: boolean },
  /** More for the answer beside `token` and `user` (recovery codes shown once). */
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (previous) await sessions.destroy(previous);
  const { token } = await sessions.create({
    userId: user._id,
    role: user.role,
    ...(user.role === 'customer' ? { customerId: user.customerId } : {}),
    name: user.name,
    email: user.email,
  });
  setSessionCookie(res, token, production);
  res.status(status).json({ token, user, ...extra });
}
