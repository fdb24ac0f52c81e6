import type { FastifyBaseLogger } from 'fastify';
import type { CustomerLookupResult } from '@studio/contracts/customers';
import { HttpError } from '@studio/service-kit/errors';
import type { CallService } from '@studio/service-kit/service-client';
import {
  staffDirectoryFromAuth,
  staffNamesOrUnknown,
  type StaffDirectory,
} from '@studio/service-kit/staff-directory';

export type CustomerSummary = Pick<
  CustomerLookupResult['customers'][number],
  '_id' | 'name' | 'trainerID'
>;

/** Names are read when shown, so a renamed customer or trainer shows the new name everywhere. */
const unknownName = 'Unknown';
// Ids travel in the query string; batches keep each URL well under server header limits.
const idsPerCall = 100;

function batches(ids: string[]): string[][] {
  const unique = [...new Set(ids)];
  const result: string[][] = [];
  for (let start = 0; start < unique.length; start += idsPerCall)
    result.push(unique.slice(start, start + idsPerCall));
  return result;
}

const idsQuery = (ids: string[]) => ids.map(encodeURIComponent).join(',');

/** Ownership cannot be checked without the customer service: say so instead of guessing. */
async function orUnavailable<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    throw Object.assign(
      new HttpError(503, 'Customer records cannot be reached right now; please try again shortly.'),
      { cause: error },
    );
  }
}

/**
 * Customers and staff as the customer and auth services know them now: ownership (a customer's
 * trainer) and current names, read in batches.
 */
export class PeopleDirectory {
  private readonly staff: StaffDirectory;

  constructor(
    private readonly callService: CallService,
    private readonly urls: { customerUrl: string; authUrl: string },
  ) {
    this.staff = staffDirectoryFromAuth(callService, urls.authUrl);
  }

  async customersByIds(ids: string[], requestId?: string): Promise<Map<string, CustomerSummary>> {
    const answers = await orUnavailable(
      Promise.all(
        batches(ids).map((batch) =>
          this.callService<CustomerLookupResult>(
            this.urls.customerUrl,
            `/internal/customers?ids=${idsQuery(batch)}`,
            { requestId },
          ),
        ),
      ),
    );
    const customers = answers.flatMap((answer) => answer.customers);
    return new Map(
      customers.map((c) => [c._id, { _id: c._id, name: c.name, trainerID: c.trainerID }]),
    );
  }

  async customer(id: string, requestId?: string): Promise<CustomerSummary | undefined> {
    return (await this.customersByIds([id], requestId)).get(id);
  }

  async customerIdsOfTrainer(trainerId: string, requestId?: string): Promise<string[]> {
    const { customers } = await orUnavailable(
      this.callService<CustomerLookupResult>(
        this.urls.customerUrl,
        `/internal/customers?trainerId=${encodeURIComponent(trainerId)}`,
        {
          requestId,
        },
      ),
    );
    return customers.map((c) => c._id);
  }

  /**
   * Current names for every customer and trainer id given, batch calls to each service. Names are
   * decoration: when a lookup fails the list still shows, with 'Unknown', and the failure is logged.
   */
  async namesFor(
    refs: { customerIds: string[]; trainerIds: string[] },
    log: FastifyBaseLogger,
    requestId: string,
  ): Promise<{ customerName: (id: string) => string; trainerName: (id: string) => string }> {
    const customers = this.customersByIds(refs.customerIds, requestId).catch((error: unknown) => {
      log.warn({ err: error }, 'customer names unavailable');
      return new Map<string, CustomerSummary>();
    });
    const [byId, trainerName] = await Promise.all([
      customers,
      staffNamesOrUnknown(this.staff, refs.trainerIds, log, requestId),
    ]);
    return { customerName: (id) => byId.get(id)?.name ?? unknownName, trainerName };
  }
}
