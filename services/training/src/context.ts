import type { Sequelize } from 'sequelize';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { LedgerDispatcher } from './ledger/dispatcher.js';
import type { LedgerOutboxModel } from './models/ledger-outbox.js';
import type { TrainingModel } from './models/training.js';
import type { PeopleDirectory } from './people/directory.js';
import type { SlotListPeople } from './people/slot-list-people.js';
import type { ReminderScheduler } from './reminders/reminder-scheduler.js';
import type { ExpiredSessionsSource } from './reports/expired-sessions.js';

/** The training service's own PostgreSQL schema. */
export const trainingSchema = 'training';

/** What the routes need, built once by the app. */
export interface TrainingContext {
  sequelize: Sequelize;
  trainings: TrainingModel;
  outbox: LedgerOutboxModel;
  people: PeopleDirectory;
  /** The customer and trainers' names of open-slot lists, kept briefly (never for a booking). */
  slotListPeople: SlotListPeople;
  ledger: LedgerDispatcher;
  /** Session reminders follow every booking, move, deletion and claim. */
  reminders: ReminderScheduler;
  /** The sessions report's expired counts, from the customer service's ledger. */
  expiredSessions: ExpiredSessionsSource;
  timeZone: string;
  /** The current time; tests fix it to compute statistics against a known calendar. */
  now: () => Date;
  /** The studio settings (cancel notice, late-cancel charges), read from auth and cached. */
  settings: StudioSettingsReader;
  /** Relays mail recorded in `mail_outbox` (late cancels, booking answers) to the `email` queue. */
  mail: MailRelay;
  /** Origin of the site as people see it, for links in mail. */
  publicBaseUrl: string;
}
