import http from 'node:http';
import { businessTimeIn } from '@studio/contracts/business-time';

/**
 * A stand-in for the BFF during the bench, answering only what a visitor's `/trial` asks before
 * any choice (issue 27): the studio's time zone, the open trial times (three a day for the next
 * three days) and the anonymous beacons. Every other call gets the 502 a missing BFF gives, as
 * before: the other pages make no API call for a visitor.
 */
export function startTrialApiStandIn(port: number): Promise<{ close: () => Promise<void> }> {
  const trainer = { _id: '00000000-0000-4000-8000-000000000001', name: 'Bench Trainer' };
  const slots = [1, 2, 3].flatMap((day) =>
    [1, 2, 3].map((hour) => {
      const start = new Date(
        Date.UTC(
          new Date().getUTCFullYear(),
          new Date().getUTCMonth(),
          new Date().getUTCDate() + day,
          hour,
        ),
      );
      return {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        trainer,
      };
    }),
  );
  const json = (response: http.ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/api/business-time')
      return json(response, 200, businessTimeIn('Asia/Singapore'));
    if (request.method === 'GET' && path === '/api/trial/slots')
      return json(response, 200, { timeZone: 'Asia/Singapore', sessionMinutes: 60, slots });
    if (request.method === 'POST' && path === '/api/public/events') {
      request.resume();
      response.writeHead(204);
      return response.end();
    }
    json(response, 502, { error: 'No BFF during the bench.' });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}
