import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The longest address (path and query) the edge and the BFF serve. Longer ones get a JSON 414:
 * no screen builds an address near this long, and a service never sees one.
 */
export const maxAddressLength = 8 * 1024;

/**
 * The most header bytes (request line included) Node reads before giving up on a request. Well
 * above `maxAddressLength`, so an address too long is read whole and answered 414 in words rather
 * than cut off by Node's own 16 KB limit (an empty 431, or a reset while the caller still sends).
 */
export const maxHeaderBytes = 128 * 1024;

export const addressTooLongMessage = `The address is too long (at most ${maxAddressLength} characters).`;

/** True (and the 414 sent) when the request's address is longer than `maxAddressLength`. */
export function refuseLongAddress(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url ?? '').length <= maxAddressLength) return false;
  const body = JSON.stringify({ error: addressTooLongMessage });
  res.writeHead(414, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
  return true;
}

const clientErrorAnswers: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The address or headers of the request are too long.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'The request body is too large.'],
};

/**
 * Node's answer to a request it could not parse, as `{ error }` JSON instead of an empty body.
 * Wire to the HTTP server's `clientError` event.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // An answer already under way on this connection cannot be followed by another.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = clientErrorAnswers[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request could not be read.',
  ];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
