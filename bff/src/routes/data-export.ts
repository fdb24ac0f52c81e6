import { Router, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { sentMailsTo } from '@studio/service-kit/sent-mail-log';
import { HttpError, forbidden, unauthorized } from '@studio/service-kit/errors';
import { DataExportParams, DataExportQuery } from '@studio/contracts/data-export';
import { sendError } from '../http/send-error.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { readFromService, type ServiceAnswer } from '../proxy/service-reads.js';
import type { IdentityTokens } from '../proxy/identity-tokens.js';
import type { Upstreams } from '../proxy/upstreams.js';
import type { RateLimits } from '../security/rate-limits.js';
import { currentSession } from '../session/current-session.js';
import type { Session } from '../session/session-store.js';
import { exportDocument, type SectionAnswers } from './data-export/export-document.js';
import { exportHtml } from './data-export/export-html.js';
import {
  exportSections,
  ownExportReads,
  staffExportReads,
  type ExportRead,
} from './data-export/export-reads.js';

export interface DataExportDependencies {
  upstreams: Upstreams;
  identityTokens: IdentityTokens;
  upstreamTimeoutMs: number;
  /** Where the mailer keeps its record of sent mail (the export's `mailsSent`). */
  redis: Redis;
  redisPrefix: string;
  /** An export costs seven service reads: a few per account per hour (`dataExportPerAccount`). */
  rateLimits: RateLimits;
}

const validQuery = bodyValidator(DataExportQuery, 'querystring');
const validParams = bodyValidator(DataExportParams, 'params');

/**
 * A customer's data on request (PDPA): `GET /api/me/export` (the customer) and
 * `GET /api/customers/:id/export` (staff who may see that customer) → one JSON document with a
 * section per kind of data, or `?format=html` for a readable summary, both as a download. Built
 * from the services' own screen reads, made as the caller, so the services' role and ownership
 * checks decide; the profile is read first and its refusal (404, 403) is the answer. The mails
 * sent to the profile's address come from the mailer's record (`sent-mail-log`), read once the
 * profile read has shown the caller may see the customer. Each account may export a few times an
 * hour; more is a 429 with `Retry-After`.
 */
export function dataExportRoutes({
  upstreams,
  identityTokens,
  upstreamTimeoutMs,
  redis,
  redisPrefix,
  rateLimits,
}: DataExportDependencies): Router {
  const router = Router();

  async function read(req: Request, session: Session, { upstream, path }: ExportRead) {
    const headers = await headersForServices(req, session, identityTokens);
    return readFromService(upstreams[upstream], path, headers, upstreamTimeoutMs);
  }

  async function answer(
    req: Request,
    res: Response,
    session: Session,
    customerId: string,
    reads: ExportRead[],
  ) {
    const format = validQuery(req.query).format ?? 'json';
    const [profileRead, ...otherReads] = reads;
    const profile = await read(req, session, profileRead!);
    if (profile.status !== 200) return relayRefusal(res, profile);
    const others = await Promise.all(otherReads.map((each) => read(req, session, each)));
    const email = (profile.body as { email?: unknown }).email;
    const mailsSent = await sentMailsTo(
      redis,
      redisPrefix,
      typeof email === 'string' ? email : '',
    ).catch(() => undefined);
    const failed = others.find((other) => other.status !== 200);
    if (failed || !mailsSent) {
      throw new HttpError(
        502,
        'Part of the data could not be read just now, so no export was made. Please try again.',
      );
    }
    const answers: SectionAnswers = { profile: profile.body };
    otherReads.forEach((each, index) => (answers[each.section] = others[index]!.body));
    const included = new Set(reads.map((each) => each.section));
    const withheld = exportSections.filter((section) => !included.has(section));
    const document = exportDocument(customerId, answers, mailsSent, withheld, new Date());
    const fileName = `customer-data-${customerId}.${format}`;
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    if (format === 'html') res.type('text/html; charset=utf-8').send(exportHtml(document));
    else res.type('application/json; charset=utf-8').send(JSON.stringify(document, null, 2));
  }

  router.get('/api/me/export', async (req, res) => {
    const session = currentSession(res);
    if (!session) throw unauthorized();
    if (session.data.role !== 'customer' || !session.data.customerId)
      throw forbidden('Only a customer can download their own data here.');
    await rateLimits.consume('dataExportPerAccount', `customer:${session.data.customerId}`);
    await answer(req, res, session, session.data.customerId, ownExportReads());
  });

  router.get('/api/customers/:id/export', async (req, res) => {
    const session = currentSession(res);
    if (!session) throw unauthorized();
    if (session.data.role === 'customer') throw forbidden();
    const customerId = validParams(req.params).id;
    await rateLimits.consume('dataExportPerAccount', `user:${session.data.userId}`);
    await answer(req, res, session, customerId, staffExportReads(customerId, session.data));
  });

  return router;
}

function relayRefusal(res: Response, refusal: ServiceAnswer) {
  const message = (refusal.body as { error?: unknown } | undefined)?.error;
  if (refusal.status >= 400 && refusal.status < 500 && typeof message === 'string')
    return sendError(res, refusal.status, message);
  throw new HttpError(
    502,
    'The customer service is temporarily unavailable. Please try again shortly.',
  );
}
