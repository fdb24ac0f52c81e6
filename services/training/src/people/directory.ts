import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '@studio/service-kit/errors';
import type { CallService } from '@studio/service-kit/service-client';

export interface CustomerSummary {
  _id: string;
  name: string;
  trainerID: string | null;
}

interface CustomerList {
  customers: Array<{ _id: string; name: string; trainerID: string | { _id: string } | null }>;
}
interface UserList {
  users: Array<{ _id: string; name: string; role: string }>;
}

/** Names are read when shown, so a renamed customer or trainer shows the new name everywhere. */
const unknownName = 'Unknown';
// Ids travel in the query string; batches keep each URL well under server header limits.
const idsPerCall = 100;

function batches(ids: string[]): string[][] {
  const unique = [...new Set(ids)];
  const result: string[][] = [];
  for (let start = 0; start < unique.length; start += idsPerCall) result.push(unique.slice(start, start + idsPerCall));
  return result;
}

const idsQuery = (ids: string[]) => ids.map(encodeURIComponent).join(',');

/** Ownership cannot be checked without the customer service: say so instead of guessing. */
async function orUnavailable<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    throw Object.assign(new HttpError(503, 'Customer records cannot be reached right now; please try again shortly.'), { cause: error });
  }
}

function trainerIdOf(value: CustomerList['customers'][number]['trainerID']): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : value._id;
}

/**
 * Customers and staff as the customer and auth services know them now: ownership (a customer's
 * trainer) and current names, read in batches.
 */
export class PeopleDirectory {
  constructor(
    private readonly callService: CallService,
    private readonly urls: { customerUrl: string; authUrl: string },
  ) {}

  async customersByIds(ids: string[], requestId?: string): Promise<Map<string, CustomerSummary>> {
    const answers = await orUnavailable(
      Promise.all(
        batches(ids).map((batch) =>
          this.callService<CustomerList>(this.urls.customerUrl, `/internal/customers?ids=${idsQuery(batch)}`, { requestId }),
        ),
      ),
    );
    const customers = answers.flatMap((answer) => answer.customers);
    return new Map(customers.map((c) => [c._id, { _id: c._id, name: c.name, trainerID: trainerIdOf(c.trainerID) }]));
  }

  async customer(id: string, requestId?: string): Promise<CustomerSummary | undefined> {
    return (await this.customersByIds([id], requestId)).get(id);
  }

  async customerIdsOfTrainer(trainerId: string, requestId?: string): Promise<string[]> {
    const { customers } = await orUnavailable(
      this.callService<CustomerList>(this.urls.customerUrl, `/internal/customers?trainerId=${encodeURIComponent(trainerId)}`, {
        requestId,
      }),
    );
    return customers.map((c) => c._id);
  }

  async staffNames(ids: string[], requestId?: string): Promise<Map<string, string>> {
    const answers = await Promise.all(
      batches(ids).map((batch) =>
        this.callService<UserList>(this.urls.authUrl, `/internal/users?ids=${idsQuery(batch)}`, { requestId }),
      ),
    );
    return new Map(answers.flatMap((answer) => answer.users).map((u) => [u._id, u.name]));
  }

  /**
   * Current names for every customer and trainer id given, one batch call to each service. Names
   * are decoration: when a lookup fails the list still shows, with 'Unknown', and the failure is logged.
   */
  async namesFor(
    refs: { customerIds: string[]; trainerIds: string[] },
    log: Pick<FastifyBaseLogger, 'warn'>,
    requestId?: string,
  ): Promise<{ customerName: (id: string) => string; trainerName: (id: string) => string }> {
    const orEmpty = <T>(lookup: Promise<Map<string, T>>, what: string) =>
      lookup.catch((error: unknown) => {
        log.warn({ err: error }, `${what} names could not be read`);
        return new Map<string, T>();
      });
    const [customers, staff] = await Promise.all([
      orEmpty(this.customersByIds(refs.customerIds, requestId), 'customer'),
      orEmpty(this.staffNames(refs.trainerIds, requestId), 'trainer'),
    ]);
    return {
      customerName: (id) => customers.get(id)?.name ?? unknownName,
      trainerName: (id) => staff.get(id) ?? unknownName,
    };
  }
}
