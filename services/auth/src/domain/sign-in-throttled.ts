import { mailStudioOf } from '@studio/contracts/mail';
import type { Clock } from '@studio/service-kit/clock';
import { Op } from 'sequelize';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { newResetLink, resetLinkValidMinutes } from './password-reset.js';
import { readStudioSettings } from './studio-settings.js';

const noticeEveryMs = 60 * 60_000;

/**
 * The BFF slowed down sign-ins to an account after many wrong passwords: its owner is told, with
 * a reset link, at most once an hour. Nothing happens for an email without an active account.
 */
export async function noticeSignInThrottled(
  models: AuthModels,
  { outbox, clock, publicBaseUrl }: { outbox: MailOutbox; clock: Clock; publicBaseUrl: string },
  email: string,
  context: AuditContext,
): Promise<void> {
  await models.sequelize.transaction(async (transaction) => {
    const user = await models.User.findOne({
      where: { email: normaliseEmail(email), status: 'active' },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!user) return;
    const recent = await models.AuditEntry.findOne({
      where: {
        action: 'login.throttled',
        targetId: user.id,
        at: { [Op.gt]: new Date(clock.now().getTime() - noticeEveryMs) },
      },
      transaction,
    });
    if (recent) return;
    const link = await newResetLink(models, user, publicBaseUrl, transaction);
    await outbox.write(
      {
        to: user.email,
        studio: mailStudioOf(await readStudioSettings(models, transaction)),
        template: {
          kind: 'sign-in-throttled',
          name: user.name,
          link,
          validMinutes: resetLinkValidMinutes,
        },
      },
      transaction,
    );
    await recordAudit(models, context, 'login.throttled', { targetId: user.id, transaction });
  });
}
