import type { IncomingMessage } from 'node:http';
import { UserResponse } from '@studio/contracts/auth';
import { Compile } from 'typebox/compile';
import type { SessionData } from '../session/session-store.js';

const userAnswer = Compile(UserResponse);
// A `{ user }` answer is a few hundred bytes; anything near this is not one.
const maxAnswerBytes = 64 * 1024;

/** Reads a whole service answer into memory; rejects one larger than `maxAnswerBytes`. */
export function readWholeAnswer(upstreamResponse: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    upstreamResponse.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxAnswerBytes) {
        upstreamResponse.destroy(new Error('The answer is too large to read whole.'));
      } else {
        chunks.push(chunk);
      }
    });
    upstreamResponse.once('error', reject);
    upstreamResponse.once('aborted', () => reject(new Error('The service cut its answer off.')));
    upstreamResponse.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * The new name and email of `userId` from a `{ user }` answer that asked for its sessions to be
 * refreshed; undefined when the answer is not that user's (nothing is then changed).
 */
export function refreshedIdentity(
  body: Buffer,
  userId: string,
): Pick<SessionData, 'name' | 'email'> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!userAnswer.Check(parsed) || parsed.user._id !== userId) return undefined;
  return { name: parsed.user.name, email: parsed.user.email };
}
