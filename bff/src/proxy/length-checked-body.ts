import type { IncomingMessage } from 'node:http';
import { HttpError } from '@studio/service-kit/errors';

/** Whether the body comes in chunks with no Content-Length up front. */
export function hasUndeclaredLength(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads a chunked body up to `limitBytes`, so that a service only ever receives a body the BFF
 * has counted. Streamed on instead, a body the service refuses half-way (its own 413) broke the
 * BFF's pooled connection to it: the caller got a 502 or a reset and the next request on that
 * connection waited seconds. Past the limit reading stops and the caller gets the 413; Node reads
 * and discards the rest of the body after the answer, so the caller's connection stays usable.
 */
export function readLengthCheckedBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        stop();
        // Flowing with no listener: the rest is read and dropped, never left in the socket.
        req.resume();
        reject(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      stop();
      reject(new HttpError(400, `The request body was cut off (${error.message}).`));
    };
    const onAborted = () => onError(new Error('the caller hung up'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('aborted', onAborted);
  });
}

export function tooLarge(limitBytes: number): HttpError {
  return new HttpError(
    413,
    `The request body is too large (at most ${Math.round(limitBytes / 1024)} KB).`,
  );
}
