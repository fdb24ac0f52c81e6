import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const studioSettings = { tableName: 'studio_settings', schema: 'auth' };

export const up: Migration = async ({ context: queryInterface }) => {
  // One row: the settings document, merged over the defaults when read.
  await queryInterface.createTable(studioSettings, {
    id: { type: DataTypes.SMALLINT, primaryKey: true },
    document: { type: DataTypes.JSONB, allowNull: false },
    lastEdited: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.sequelize.query(
    `ALTER TABLE auth.studio_settings ADD CONSTRAINT studio_settings_single_row CHECK (id = 1)`,
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(studioSettings);
};
