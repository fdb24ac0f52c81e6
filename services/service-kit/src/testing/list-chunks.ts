import type { ChunkReader } from '../streamed-list.js';

/** Every chunk a streamed list's reader gives, `limit` rows at a time, as `jsonArrayText` reads them. */
export async function readEveryChunk<Row>(
  readChunk: ChunkReader<Row>,
  limit: number,
): Promise<Row[][]> {
  const chunks: Row[][] = [];
  let after: Row | undefined;
  for (;;) {
    const rows = await readChunk(after, limit);
    chunks.push(rows);
    if (rows.length < limit) return chunks;
    after = rows[rows.length - 1];
  }
}
