import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { TrainingStatus } from '@studio/contracts/training';

export interface TrainingRecord extends Model<
  InferAttributes<TrainingRecord>,
  InferCreationAttributes<TrainingRecord>
> {
  id: string;
  customerId: string;
  trainerId: string;
  dateOfTraining: Date;
  status: CreationOptional<TrainingStatus>;
  claimedAt: CreationOptional<Date | null>;
  lateCancelledAt: CreationOptional<Date | null>;
  lateCancelCharged: CreationOptional<boolean | null>;
  lateCancelWaivedAt: CreationOptional<Date | null>;
  lateCancelWaivedBy: CreationOptional<string | null>;
  /** Booked by the customer on the self-booking screen. */
  selfBooked: CreationOptional<boolean>;
  /** The SEQUENCE of the `.ics` last mailed for it (raised by each reschedule). */
  calendarSequence: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type TrainingModel = ModelStatic<TrainingRecord>;

export function defineTrainingModel(sequelize: Sequelize): TrainingModel {
  return sequelize.define<TrainingRecord>(
    'Training',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      customerId: { type: DataTypes.UUID, allowNull: false, field: 'customer_id' },
      trainerId: { type: DataTypes.UUID, allowNull: false, field: 'trainer_id' },
      dateOfTraining: { type: DataTypes.DATE, allowNull: false, field: 'date_of_training' },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'scheduled' },
      claimedAt: { type: DataTypes.DATE, allowNull: true, field: 'claimed_at' },
      lateCancelledAt: { type: DataTypes.DATE, allowNull: true, field: 'late_cancelled_at' },
      lateCancelCharged: { type: DataTypes.BOOLEAN, allowNull: true, field: 'late_cancel_charged' },
      lateCancelWaivedAt: { type: DataTypes.DATE, allowNull: true, field: 'late_cancel_waived_at' },
      lateCancelWaivedBy: { type: DataTypes.UUID, allowNull: true, field: 'late_cancel_waived_by' },
      selfBooked: {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: false,
        field: 'self_booked',
      },
      calendarSequence: {
        type: DataTypes.INTEGER,
        allowNull: false,
        defaultValue: 0,
        field: 'calendar_sequence',
      },
      createdAt: { type: DataTypes.DATE, field: 'created_at' },
      updatedAt: { type: DataTypes.DATE, field: 'updated_at' },
    },
    { tableName: 'trainings', timestamps: true },
  );
}
