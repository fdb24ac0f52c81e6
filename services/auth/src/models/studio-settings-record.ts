import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The one row holding the studio's settings as an admin last saved them (only the fields set). */
export class StudioSettingsRecord extends Model<
  InferAttributes<StudioSettingsRecord>,
  InferCreationAttributes<StudioSettingsRecord>
> {
  declare id: number;
  declare document: Record<string, unknown>;
  declare lastEdited: Date;
}

export const studioSettingsRowId = 1;

export function bindStudioSettingsRecordModel(sequelize: Sequelize): typeof StudioSettingsRecord {
  class BoundStudioSettingsRecord extends StudioSettingsRecord {}
  BoundStudioSettingsRecord.init(
    {
      id: { type: DataTypes.SMALLINT, primaryKey: true },
      document: { type: DataTypes.JSONB, allowNull: false },
      lastEdited: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'studio_settings', modelName: 'StudioSettingsRecord' },
  );
  return BoundStudioSettingsRecord;
}
