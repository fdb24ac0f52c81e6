/**
 * Trainers in the customers screen's Trainer order: lower-cased name (no trainer first, as the
 * spec sorts a missing value earliest), ties by id so the order is total. Descending reverses it.
 */
export function trainersInDisplayOrder(
  trainerIds: (string | null)[],
  nameOf: (trainerId: string) => string,
  order: 'asc' | 'desc',
): (string | null)[] {
  const keyOf = (id: string | null) => (id === null ? '' : nameOf(id).toLowerCase());
  const ascending = [...trainerIds].sort((a, b) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
    const byName = keyOf(a).localeCompare(keyOf(b), undefined, { sensitivity: 'base' });
    return byName !== 0 ? byName : a < b ? -1 : a > b ? 1 : 0;
  });
  return order === 'asc' ? ascending : ascending.reverse();
}
