import Type from 'typebox';
import { User, UserStatus } from './auth.js';
import { ListPage, pageQueryFields } from './list-page.js';

/**
 * The Trainers screen's paged form of `GET /api/users` (any of these parameters given):
 * `{ items: User[], nextCursor }`, sorted and searched (name, email) on the server; `status`
 * narrows it (the Trainers screen's "Waiting for approval" list asks for `pending`).
 */

export const UserSortKey = Type.Union([
  Type.Literal('name'),
  Type.Literal('email'),
  Type.Literal('role'),
  Type.Literal('dateCreated'),
  /** Never edited (N/A) sorts first. */
  Type.Literal('lastEdited'),
]);
export type UserSortKey = Type.Static<typeof UserSortKey>;

export const UserPageQuery = Type.Object(
  { ...pageQueryFields, sort: Type.Optional(UserSortKey), status: Type.Optional(UserStatus) },
  { additionalProperties: false },
);
export type UserPageQuery = Type.Static<typeof UserPageQuery>;

export const UserPage = ListPage(User);
export type UserPage = Type.Static<typeof UserPage>;
