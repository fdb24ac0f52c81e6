import { isIP } from 'node:net';
import { internalHeaders } from '@studio/contracts/headers';
import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../domain/audit.js';

/** Who is acting and from where, for audit entries. The address is the one the BFF passes on. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const ip = request.headers[internalHeaders.clientIp];
  return {
    actorId:
      request.identity?.kind === 'user' || request.identity?.kind === 'customer'
        ? request.identity.userId
        : null,
    ip: typeof ip === 'string' && isIP(ip) ? ip : null,
  };
}
