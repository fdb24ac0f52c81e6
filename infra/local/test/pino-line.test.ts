import { describe, expect, it } from 'vitest';
import { formatPinoLine } from '../src/pino-line.js';

describe('pino lines in the runner log', () => {
  it('turns a request log into one short line', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/login' },
      res: { statusCode: 401 },
      responseTime: 12.7,
    });
    expect(formatPinoLine(line)).toBe('INFO  request completed POST /api/login 401 13ms');
  });

  it('keeps the stack of an error', () => {
    const line = JSON.stringify({
      level: 50,
      msg: 'boom',
      err: { message: 'db down', stack: 'Error: db down\n    at x' },
    });
    expect(formatPinoLine(line)).toBe('ERROR boom - db down\nError: db down\n    at x');
  });

  it('passes other output through unchanged', () => {
    expect(formatPinoLine('Rspack compiled successfully')).toBe('Rspack compiled successfully');
    expect(formatPinoLine('{not json')).toBe('{not json');
  });
});
