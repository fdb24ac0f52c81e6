import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';

/**
 * Rows read per statement: small enough to answer at once and to keep ten lists streaming at a time
 * within a few MB each (rows, items and text of one chunk), large enough to be few statements.
 */
export const streamedListChunkRows = 250;

/**
 * Reads the next chunk of a whole list, in its order, after the last row of the chunk before
 * (undefined for the first): a keyset read, so each statement is short and leaves the connection
 * free between chunks however long the caller takes to read.
 */
export type ChunkReader<Row> = (after: Row | undefined, limit: number) => Promise<Row[]>;

/**
 * A chunk reader over a keyset read whose rows carry their place in the order (`sort_value`, `id`,
 * as `splitKeysetPage` reads them): each chunk starts after the last row of the one before.
 */
export function keysetChunkReader<Row extends { sort_value: string | null; id: string }>(
  read: (chunk: { limit: number; after?: { value: string | null; id: string } }) => Promise<Row[]>,
): ChunkReader<Row> {
  return (after, limit) =>
    read({ limit, after: after && { value: after.sort_value, id: after.id } });
}

export interface StreamedList<Row, Item> {
  readChunk: ChunkReader<Row>;
  /** What a chunk's rows become in the answer (e.g. with the staff names they need, read per chunk). */
  itemsOf(rows: Row[]): Promise<Item[]> | Item[];
  chunkRows?: number;
}

/** The JSON text of a whole list, a chunk of items at a time: `[`, items joined by `,`, `]`. */
export async function* jsonArrayText<Row, Item>(
  list: StreamedList<Row, Item>,
  serializeItem: (item: Item) => string,
): AsyncGenerator<string> {
  const chunkRows = list.chunkRows ?? streamedListChunkRows;
  let after: Row | undefined;
  let first = true;
  yield '[';
  for (;;) {
    const rows = await list.readChunk(after, chunkRows);
    if (rows.length > 0) {
      const items = await list.itemsOf(rows);
      yield (first ? '' : ',') + items.map(serializeItem).join(',');
      first = false;
    }
    if (rows.length < chunkRows) break;
    after = rows[rows.length - 1];
  }
  yield ']';
}

/**
 * Answers a whole list as a JSON array streamed from the database: chunk by chunk as the caller
 * reads (a slow reader pauses the reads), never the whole list in memory. Each item is written by
 * the route's own serializer for `itemSchema`, so the bytes are those Fastify would send for the
 * array at once.
 */
export function sendStreamedList<Row, Item>(
  reply: FastifyReply,
  itemSchema: TSchema,
  list: StreamedList<Row, Item>,
): FastifyReply {
  const serializeItem = reply.compileSerializationSchema(
    itemSchema as unknown as Record<string, unknown>,
  ) as (item: Item) => string;
  reply.type('application/json; charset=utf-8');
  // One chunk read ahead at most: the rest waits until the caller has taken what was sent.
  return reply.send(Readable.from(jsonArrayText(list, serializeItem), { highWaterMark: 1 }));
}
