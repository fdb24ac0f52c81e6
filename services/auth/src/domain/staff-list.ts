import { QueryTypes } from 'sequelize';
import type { User as UserDto } from '@studio/contracts/auth';
import type { ChunkReader } from '@studio/service-kit/streamed-list';
import type { AuthModels } from '../models/auth-models.js';

/** A staff account's columns as the lists read them. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'trainer';
  status: UserDto['status'];
  dateCreated: Date;
  lastEdited: Date | null;
}

type StaffListRow = StaffRow & { date_created_text: string };

/**
 * The next chunk of the spec's whole staff list (admins and trainers, oldest account first, ties by
 * id), `limit` at a time after `after`.
 */
export function staffListChunk(models: AuthModels): ChunkReader<StaffListRow> {
  return (after, limit) =>
    models.sequelize.query<StaffListRow>(
      `SELECT u.id, u.name, u.email, u.role, u.status, u."dateCreated", u."lastEdited",
              u."dateCreated"::text AS date_created_text
         FROM users u
        WHERE u.role IN ('admin', 'trainer')
          AND ($1::timestamptz IS NULL OR (u."dateCreated", u.id) > ($1::timestamptz, $2::uuid))
        ORDER BY u."dateCreated", u.id
        LIMIT $3`,
      {
        bind: [after?.date_created_text ?? null, after?.id ?? null, limit],
        type: QueryTypes.SELECT,
      },
    );
}

/** A staff row as the lists show it. */
export function staffListItem(row: StaffRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    dateCreated: new Date(row.dateCreated).toISOString(),
    lastEdited: row.lastEdited ? new Date(row.lastEdited).toISOString() : null,
  };
}
