import type { FastifyBaseLogger } from 'fastify';
import type { CustomerLookupResult, SessionsLeft } from '@studio/contracts/customers';
import { lookUpCustomers } from '@studio/service-kit/customer-lookup';
import { HttpError } from '@studio/service-kit/errors';
import type { CallService } from '@studio/service-kit/service-client';
import { staffContactsFromAuth, type StaffContact } from '@studio/service-kit/staff-contacts';
import {
  staffDirectoryFromAuth,
  staffNamesOrUnknown,
  staffNamesPerChunk,
  staffRosterFromAuth,
  type StaffDirectory,
  type StaffMember,
  type StaffRoster,
} from '@studio/service-kit/staff-directory';

export type CustomerSummary = CustomerLookupResult['customers'][number];

/** Names are read when shown, so a renamed customer or trainer shows the new name everywhere. */
const unknownName = 'Unknown';

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
 * trainer) and current names, each read with one call per service.
 */
export class PeopleDirectory {
  private readonly staff: StaffDirectory;
  private readonly contacts: ReturnType<typeof staffContactsFromAuth>;
  private readonly roster: StaffRoster;

  constructor(
    private readonly callService: CallService,
    private readonly urls: { customerUrl: string; authUrl: string },
  ) {
    this.staff = staffDirectoryFromAuth(callService, urls.authUrl);
    this.contacts = staffContactsFromAuth(callService, urls.authUrl);
    this.roster = staffRosterFromAuth(callService, urls.authUrl);
  }

  /**
   * Every staff member with their current name (a table of every trainer, sorted by name on the
   * server). Names are decoration: when auth cannot answer, none (the failure is logged).
   */
  async everyStaffMember(log: FastifyBaseLogger, requestId: string): Promise<StaffMember[]> {
    try {
      return await this.roster.all(requestId);
    } catch (error) {
      log.warn({ err: error }, 'staff roster unavailable');
      return [];
    }
  }

  /** A staff member's name and address, for a notice; 503 while auth cannot answer. */
  async staffContact(id: string, requestId?: string): Promise<StaffContact | undefined> {
    try {
      return (await this.contacts.find([id], requestId)).get(id);
    } catch (error) {
      throw Object.assign(
        new HttpError(503, 'Staff records cannot be reached right now; please try again shortly.'),
        { cause: error },
      );
    }
  }

  async customersByIds(ids: string[], requestId?: string): Promise<Map<string, CustomerSummary>> {
    return orUnavailable(
      lookUpCustomers(this.callService, this.urls.customerUrl, ids, { requestId }),
    );
  }

  async customer(id: string, requestId?: string): Promise<CustomerSummary | undefined> {
    return (await this.customersByIds([id], requestId)).get(id);
  }

  /** The customer's sessions left (their balance); 503 while the customer service cannot answer. */
  async sessionsLeft(customerId: string, requestId?: string): Promise<number> {
    const { numOfTrainings } = await orUnavailable(
      this.callService<SessionsLeft>(
        this.urls.customerUrl,
        `/internal/customers/${encodeURIComponent(customerId)}/sessions-left`,
        { requestId },
      ),
    );
    return numOfTrainings;
  }

  /** A staff account as auth knows it now (undefined: none); 503 when auth cannot answer. */
  async staffMember(id: string, requestId?: string): Promise<StaffMember | undefined> {
    try {
      return (await this.staff.find([id], requestId)).get(id);
    } catch (error) {
      throw Object.assign(
        new HttpError(503, 'Staff accounts cannot be reached right now; please try again shortly.'),
        { cause: error },
      );
    }
  }

  /** The trainer's customers now, by id. */
  async customersOfTrainer(
    trainerId: string,
    requestId?: string,
  ): Promise<Map<string, CustomerSummary>> {
    const { customers } = await orUnavailable(
      this.callService<CustomerLookupResult>(
        this.urls.customerUrl,
        `/internal/customers?trainerId=${encodeURIComponent(trainerId)}`,
        { requestId },
      ),
    );
    return new Map(customers.map((customer) => [customer._id, customer]));
  }

  /**
   * Trainers' names across the chunks of a streamed answer: each chunk asks auth only for the ids
   * no earlier chunk named ('Unknown' while auth cannot answer).
   */
  trainerNamesPerChunk(
    log: FastifyBaseLogger,
    requestId: string,
  ): (ids: string[]) => Promise<(id: string) => string> {
    return staffNamesPerChunk(this.staff, log, requestId);
  }

  /**
   * Current names for the customer ids given, one call. Names are decoration: when the lookup
   * fails, 'Unknown', and the failure is logged. Customers the request has already read (`known`,
   * e.g. a trainer's own) are not asked for again.
   */
  async customerNamesOrUnknown(
    customerIds: string[],
    log: FastifyBaseLogger,
    requestId: string,
    known: ReadonlyMap<string, CustomerSummary> = new Map(),
  ): Promise<(id: string) => string> {
    const unknownIds = customerIds.filter((id) => !known.has(id));
    const fetched = await this.customersByIds(unknownIds, requestId).catch((error: unknown) => {
      log.warn({ err: error }, 'customer names unavailable');
      return new Map<string, CustomerSummary>();
    });
    return (id) => (known.get(id) ?? fetched.get(id))?.name ?? unknownName;
  }

  /** Current names for every customer and trainer id given, one call to each service. */
  async namesFor(
    refs: { customerIds: string[]; trainerIds: string[] },
    log: FastifyBaseLogger,
    requestId: string,
    known: ReadonlyMap<string, CustomerSummary> = new Map(),
  ): Promise<{ customerName: (id: string) => string; trainerName: (id: string) => string }> {
    const [customerName, trainerName] = await Promise.all([
      this.customerNamesOrUnknown(refs.customerIds, log, requestId, known),
      staffNamesOrUnknown(this.staff, refs.trainerIds, log, requestId),
    ]);
    return { customerName, trainerName };
  }
}
