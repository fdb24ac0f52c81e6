import {
  defaultStudioSettings,
  type StudioSettings,
  type StudioSettingsChanges,
} from '@studio/contracts/settings';
import { checkedPayNowAccount, payNowAccountError } from '@studio/contracts/paynow';
import { badRequest } from '@studio/service-kit/errors';
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import { studioSettingsRowId } from '../models/studio-settings-record.js';
import { recordAudit, type AuditContext } from './audit.js';

const settingNames = Object.keys(defaultStudioSettings) as (keyof StudioSettings)[];

/**
 * The stored document over the defaults. Only known settings are taken from it, so a setting
 * retired later cannot leak out and one added later needs no migration.
 */
function mergedOverDefaults(document: Record<string, unknown> | undefined): StudioSettings {
  const settings: Record<string, unknown> = { ...defaultStudioSettings };
  for (const name of settingNames) {
    if (document && Object.hasOwn(document, name)) settings[name] = document[name];
  }
  return settings as StudioSettings;
}

export async function readStudioSettings(
  models: AuthModels,
  transaction?: Transaction,
): Promise<StudioSettings> {
  const record = await models.StudioSettingsRecord.findByPk(studioSettingsRowId, { transaction });
  return mergedOverDefaults(record?.document);
}

/**
 * Rules the schema cannot say; each message names the field. Returns the changes as they are
 * stored (a PayNow account in its one stored form).
 */
function checkedChanges(changes: StudioSettingsChanges): StudioSettingsChanges {
  if (changes.quietHours && changes.quietHours.start === changes.quietHours.end) {
    throw badRequest(
      'quietHours: start and end must differ (choose "no quiet hours" to send at any time).',
    );
  }
  if (!changes.paynow) return changes;
  const checked = checkedPayNowAccount(changes.paynow);
  if ('problem' in checked) throw badRequest(payNowAccountError(checked.problem));
  return { ...changes, paynow: checked.account };
}

/**
 * Saves the given settings (the others keep their values) and audits which changed, old → new.
 * Returns the settings as they now are.
 */
export async function updateStudioSettings(
  models: AuthModels,
  requested: StudioSettingsChanges,
  context: AuditContext,
): Promise<StudioSettings> {
  const changes = checkedChanges(requested);
  return models.sequelize.transaction(async (transaction) => {
    // Creates the row on the first save (two first saves at once: one inserts, neither fails),
    // then locks it, so two admins' saves apply one after the other.
    await models.sequelize.query(
      `INSERT INTO auth.studio_settings (id, document, "lastEdited") VALUES (:id, '{}'::jsonb, now())
       ON CONFLICT (id) DO NOTHING`,
      { replacements: { id: studioSettingsRowId }, transaction },
    );
    const record = await models.StudioSettingsRecord.findByPk(studioSettingsRowId, {
      lock: transaction.LOCK.UPDATE,
      transaction,
      rejectOnEmpty: true,
    });
    const before = mergedOverDefaults(record.document);
    const after: StudioSettings = { ...before, ...changes } as StudioSettings;
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const name of settingNames) {
      if (!isDeepStrictEqual(before[name], after[name]))
        changed[name] = { from: before[name], to: after[name] };
    }
    if (Object.keys(changed).length === 0) return before;
    await record.update(
      { document: { ...record.document, ...changes }, lastEdited: new Date() },
      { transaction },
    );
    await recordAudit(models, context, 'settings.updated', {
      detail: { changes: changed },
      transaction,
    });
    return after;
  });
}
