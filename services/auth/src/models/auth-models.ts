import type { Sequelize } from 'sequelize';
import { bindAuditEntryModel } from './audit-entry.js';
import { bindCustomerInviteModel } from './customer-invite.js';
import { bindMailOutboxEntryModel } from './mail-outbox-entry.js';
import { bindPasswordResetModel } from './password-reset.js';
import { bindPasswordResetRequestModel } from './password-reset-request.js';
import { bindStudioSettingsRecordModel } from './studio-settings-record.js';
import { bindTwoFactorModels } from './two-factor-records.js';
import { bindUserModel } from './user.js';

export type AuthModels = ReturnType<typeof bindAuthModels>;

/** Every auth model bound to one database connection. */
export function bindAuthModels(sequelize: Sequelize) {
  return {
    sequelize,
    User: bindUserModel(sequelize),
    AuditEntry: bindAuditEntryModel(sequelize),
    PasswordReset: bindPasswordResetModel(sequelize),
    PasswordResetRequest: bindPasswordResetRequestModel(sequelize),
    MailOutboxEntry: bindMailOutboxEntryModel(sequelize),
    StudioSettingsRecord: bindStudioSettingsRecordModel(sequelize),
    CustomerInvite: bindCustomerInviteModel(sequelize),
    ...bindTwoFactorModels(sequelize),
  };
}
