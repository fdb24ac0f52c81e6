import type { SortValueType } from './list-cursor.js';

/**
 * SQL pieces of a keyset-paged list: a page continues after the last row of the one before by
 * comparing (sort value, id) with a row comparison, which PostgreSQL answers from an index on
 * (sort expression, id) read in order.
 */

/** Bind parameters collected while a statement is built: `add(value)` answers its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface KeysetColumn {
  /** The sort expression, exactly as its index is declared. */
  expression: string;
  valueType: SortValueType;
  /** The id expression (the tie-breaker), e.g. `c.id`. */
  id: string;
}

/** `ORDER BY` of a page: sort expression then id, both in the page's direction. */
export function keysetOrderBy(column: KeysetColumn, descending: boolean): string {
  const direction = descending ? 'DESC' : 'ASC';
  return `${column.expression} ${direction}, ${column.id} ${direction}`;
}

/** The condition "after this row" in the page's direction. */
export function keysetAfter(
  column: KeysetColumn,
  descending: boolean,
  after: { value: string | null; id: string },
  parameters: SqlParameters,
): string {
  const value = parameters.add(after.value);
  const id = parameters.add(after.id);
  return `(${column.expression}, ${column.id}) ${descending ? '<' : '>'} (${value}::${column.valueType}, ${id}::uuid)`;
}

/** A `LIKE` pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
