import { mailStudioOf } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import { recordMail } from '@studio/service-kit/mail-outbox';
import { endOfQuietHours } from '@studio/service-kit/quiet-hours';
import { unsubscribeLinks } from '@studio/service-kit/unsubscribe-link';
import { QueryTypes, type Sequelize } from 'sequelize';
import { todayIn } from '../domain/business-date.js';
import { addDays, startOfBusinessDay } from './package-dates.js';
import { sessionsLeftSql } from './package-store.js';

export const packageExpiryNoticeKind = 'package-expiry-notice';

/** How many days before a package expires its notice goes out. */
export const noticeDaysBefore = 7;

/** When a package expiring on `expiresOn` has its notice due: the start of the day a week before, after quiet hours. */
export function noticeDueAt(
  expiresOn: string,
  settings: Pick<StudioSettings, 'quietHours'>,
  timeZone: string,
): Date {
  const start = startOfBusinessDay(addDays(expiresOn, -noticeDaysBefore), timeZone);
  return endOfQuietHours(start, settings.quietHours, timeZone) ?? start;
}

export type NoticeOutcome = 'recorded' | 'not-due' | 'quiet-hours' | 'already-recorded' | 'none';

/**
 * Records the expiry notice of one package in the mail outbox, once per (package, expiry date):
 * due from a week before the expiry date while sessions are left, never inside the studio's quiet
 * hours (the next sweep after they end sends it). A customer with emails off or no address gets
 * none (recorded as such, so nobody tries again). An extension to a later date earns a new notice.
 */
export async function recordExpiryNotice(
  sequelize: Sequelize,
  packageId: string,
  deps: {
    at: Date;
    timeZone: string;
    settings: StudioSettings;
    publicBaseUrl: string;
    internalTokenSecret: string;
  },
): Promise<NoticeOutcome> {
  const [row] = await sequelize.query<{
    customer_id: string;
    name: string;
    email: string;
    emails_off: boolean;
    expires_on: string;
    expired: boolean;
    sessions_left: number;
  }>(
    `SELECT c.id AS customer_id, c.name, c.email, c.emails_off_at IS NOT NULL AS emails_off,
            to_char(p.expires_on, 'YYYY-MM-DD') AS expires_on, p.expired_at IS NOT NULL AS expired,
            ${sessionsLeftSql('p')} AS sessions_left
       FROM packages p JOIN customers c ON c.id = p.customer_id
      WHERE p.id = $1`,
    { bind: [packageId], type: QueryTypes.SELECT },
  );
  const today = todayIn(deps.timeZone, deps.at);
  if (!row || row.expired || row.sessions_left <= 0 || row.expires_on <= today) return 'none';
  if (today < addDays(row.expires_on, -noticeDaysBefore)) return 'not-due';
  if (endOfQuietHours(deps.at, deps.settings.quietHours, deps.timeZone)) return 'quiet-hours';

  const message =
    row.email.trim() && !row.emails_off
      ? {
          to: row.email,
          studio: mailStudioOf(deps.settings),
          template: {
            kind: 'package-expiry-notice' as const,
            customerName: row.name,
            sessionsLeft: row.sessions_left,
            expiresOn: row.expires_on,
          },
          unsubscribe: unsubscribeLinks(row.customer_id, {
            publicBaseUrl: deps.publicBaseUrl,
            secret: deps.internalTokenSecret,
          }),
        }
      : null;
  const recorded = await sequelize.transaction((transaction) =>
    recordMail(
      sequelize,
      {
        kind: packageExpiryNoticeKind,
        subjectId: packageId,
        occasion: startOfBusinessDay(row.expires_on, deps.timeZone),
      },
      message,
      transaction,
    ),
  );
  return recorded ? 'recorded' : 'already-recorded';
}
