/**
 * Turns one pino JSON line into a short human line (`INFO  request completed GET /api/x 200 3ms`).
 * Lines that are not pino JSON pass through unchanged.
 */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface PinoRecord {
  level?: number;
  msg?: string;
  time?: number;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

export function formatPinoLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let record: PinoRecord;
  try {
    record = JSON.parse(line) as PinoRecord;
  } catch {
    return line;
  }
  if (typeof record.level !== 'number') return line;
  const parts = [(levelNames[record.level] ?? String(record.level)).padEnd(5)];
  if (record.msg) parts.push(record.msg);
  if (record.req?.method) parts.push(`${record.req.method} ${record.req.url ?? ''}`.trim());
  if (record.res?.statusCode) parts.push(String(record.res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)}ms`);
  if (record.err?.message && record.err.message !== record.msg)
    parts.push(`- ${record.err.message}`);
  const text = parts.join(' ');
  return record.level >= 50 && record.err?.stack ? `${text}\n${record.err.stack}` : text;
}
