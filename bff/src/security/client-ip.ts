import type { Request } from 'express';

/**
 * The caller's address. Express derives `req.ip` from `X-Forwarded-For` only for the proxies
 * `trust proxy` names (TRUST_PROXY), so a client cannot choose its own address otherwise.
 */
export function clientIpOf(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
