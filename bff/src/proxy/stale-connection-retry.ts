import type { ClientRequest, IncomingMessage } from 'node:http';

/** How a connection the peer has already closed fails a request written to it. */
const closedConnectionCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * True when a request failed because the pooled connection it was given had been closed by the
 * service (its keep-alive timer fired, or it restarted) before any answer came back. Node's
 * documented remedy for this race is to send the request again (`request.reusedSocket`).
 */
export function failedOnClosedPooledConnection(
  upstreamRequest: ClientRequest,
  answered: boolean,
  error: Error,
): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    upstreamRequest.reusedSocket &&
    !answered &&
    code !== undefined &&
    closedConnectionCodes.has(code)
  );
}

/**
 * Only a bodiless GET or HEAD may be sent twice: the service may have acted on the first copy, and
 * a body that has been streamed once cannot be streamed again.
 */
export function safeToSendAgain(req: IncomingMessage): boolean {
  const { method, headers } = req;
  const bodiless =
    headers['transfer-encoding'] === undefined && Number(headers['content-length'] ?? 0) === 0;
  return (method === 'GET' || method === 'HEAD') && bodiless;
}
