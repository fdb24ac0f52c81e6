/** One collator for every comparison: `localeCompare` with options builds a new one each call. */
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * Trainers in the customers screen's Trainer order: lower-cased name (no trainer first, as the
 * spec sorts a missing value earliest), ties by id so the order is total. Descending reverses it.
 */
export function trainersInDisplayOrder(
  trainerIds: (string | null)[],
  nameOf: (trainerId: string) => string,
  order: 'asc' | 'desc',
): (string | null)[] {
  const keys = new Map(trainerIds.map((id) => [id, id === null ? '' : nameOf(id).toLowerCase()]));
  const ascending = [...trainerIds].sort((a, b) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
    const names = byName.compare(keys.get(a)!, keys.get(b)!);
    return names !== 0 ? names : a < b ? -1 : a > b ? 1 : 0;
  });
  return order === 'asc' ? ascending : ascending.reverse();
}
