import { badRequest } from '@studio/service-kit/errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct ids of an internal route's `a,b` list, checked. */
export function idListOf(query: string, maxIds: number): string[] {
  const ids = [
    ...new Set(
      query
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > maxIds) throw badRequest(`Ask for at most ${maxIds} ids at a time.`);
  if (!ids.every((id) => uuidPattern.test(id)))
    throw badRequest('ids must be a comma-separated list of UUIDs.');
  return ids;
}
