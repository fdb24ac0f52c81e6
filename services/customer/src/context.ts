import type { Sequelize } from 'sequelize';
import type { IcCipher } from './domain/ic-cipher.js';
import type { TrainerDirectory } from './trainer-directory.js';

/** The customer service's own PostgreSQL schema. */
export const customerSchema = 'customer';

/** What the routes need, built once by the app. */
export interface CustomerContext {
  sequelize: Sequelize;
  cipher: IcCipher;
  trainers: TrainerDirectory;
  timeZone: string;
}
