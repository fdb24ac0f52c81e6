import Type, { type TSchema } from 'typebox';

/**
 * Paged lists (`{ items, nextCursor }`, keyset cursors). A list route answers its spec's whole
 * list when called without any of these parameters, and one page when any of them is given.
 */

export const defaultPageSize = 50;

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Type.Static<typeof SortOrder>;

/** The query parameters every paged list takes, besides its own `sort` column names. */
export const pageQueryFields = {
  /** Rows per page, 1 to 200 (query strings are text: read it with `pageSizeOf`). */
  limit: Type.Optional(Type.String({ pattern: '^(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|200)$' })),
  order: Type.Optional(SortOrder),
  /** Case-insensitive search text. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Opaque: the `nextCursor` of the page before, with the same sort, order and search. */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
};

/** One page: `nextCursor` is null on the last page. */
export function ListPage<Item extends TSchema>(item: Item) {
  return Type.Object({
    items: Type.Array(item),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  });
}

/** The page size a query asks for, or the default. */
export function pageSizeOf(query: { limit?: string }): number {
  return query.limit === undefined ? defaultPageSize : Number(query.limit);
}
