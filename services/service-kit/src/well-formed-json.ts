import type { FastifyBodyParser, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export const notUtf8Message = 'The request body is not valid UTF-8 text.';

/** The text of a body, or a 400 when its bytes are not UTF-8 (never U+FFFD in their place). */
export function decodeUtf8(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw badRequest(notUtf8Message);
  }
}

export const loneSurrogateMessage = (field: string) =>
  `${field} contains a broken character (a lone UTF-16 surrogate).`;

// With the `u` flag a surrogate pair reads as one astral code point, so only a lone half matches.
const loneSurrogate = /\p{Cs}/u;

/**
 * Where in a parsed JSON value a string (or a key) holds a lone UTF-16 surrogate (`"\ud800"`),
 * as a field path (`name`, `items.0.note`), or undefined when every string is well formed.
 * Such a string is not text: PostgreSQL refuses it, and UTF-8 cannot carry it. Walked with a
 * stack of its own, so a body nested thousands deep cannot overflow the call stack.
 */
export function fieldWithLoneSurrogate(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (loneSurrogate.test(current)) return path || 'body';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (loneSurrogate.test(key)) return innerPath;
      pending.push({ value: inner, path: innerPath });
    }
  }
  return undefined;
}

/** Only a `\uD800`-`\uDFFF` escape can put a lone surrogate in text that decoded as UTF-8. */
export const mayHoldLoneSurrogate = (jsonText: string) => /\\u[dD][89a-fA-F]/.test(jsonText);

/**
 * Wraps Fastify's JSON parser (its prototype-poisoning checks included) so a body is read as
 * bytes: bytes that are not UTF-8 are refused rather than turned into U+FFFD, and so is a string
 * with a lone surrogate, each as a 400 naming the problem.
 */
export function wellFormedJsonParser(
  jsonParser: FastifyBodyParser<string>,
): FastifyBodyParser<Buffer> {
  return (request: FastifyRequest, body: Buffer, done) => {
    let text: string;
    try {
      text = decodeUtf8(body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    void jsonParser.call(request.server, request, text, (error, parsed) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const field = mayHoldLoneSurrogate(text) ? fieldWithLoneSurrogate(parsed) : undefined;
      if (field !== undefined) {
        done(badRequest(loneSurrogateMessage(field)), undefined);
        return;
      }
      done(null, parsed);
    });
  };
}
