import type { FastifyBaseLogger } from 'fastify';
import { BoundedCache } from '@studio/service-kit/bounded-cache';
import type { StaffDirectory } from '@studio/service-kit/staff-directory';
import type { CustomerSummary, PeopleDirectory } from './directory.js';

const rememberedCustomers = 10_000;
const rememberedTrainers = 2_000;

/**
 * The people an open-slots list names, kept for `ttlMs` (real time): the customer (whose trainer
 * the list is for) and the trainers' names. A list is asked for again and again (a customer
 * paging through weeks, the list refreshed after a time was taken, visitors on the trial page),
 * and each read would otherwise wait for the customer and auth services. Neither decides whether
 * a time is free, and a booking reads both fresh: a customer given another trainer sees the old
 * trainer's times for at most `ttlMs` (booking one is then refused), a renamed trainer shows the
 * old name as long. What is not found, and any failure, is not kept.
 */
export class SlotListPeople {
  private readonly customers = new BoundedCache<CustomerSummary>(rememberedCustomers);
  private readonly trainerNames = new BoundedCache<string>(rememberedTrainers);

  constructor(
    private readonly people: Pick<PeopleDirectory, 'customer'>,
    private readonly staff: StaffDirectory,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The customer as the customer service knew them at most `ttlMs` ago; 503 while it cannot answer. */
  async customer(id: string, requestId: string): Promise<CustomerSummary | undefined> {
    const known = this.customers.get(id, this.now());
    if (known) return known;
    const customer = await this.people.customer(id, requestId);
    if (customer) this.customers.set(id, customer, this.now() + this.ttlMs);
    return customer;
  }

  /**
   * Trainers' names as auth knew them at most `ttlMs` ago; only the ids not known are asked for.
   * Names are decoration: while auth cannot answer they read 'Unknown' (the failure is logged).
   */
  async namesOf(
    ids: readonly string[],
    log: FastifyBaseLogger,
    requestId: string,
  ): Promise<(id: string) => string> {
    const now = this.now();
    const names = new Map<string, string>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const name = this.trainerNames.get(id, now);
      if (name === undefined) missing.push(id);
      else names.set(id, name);
    }
    if (missing.length > 0) {
      try {
        const found = await this.staff.find(missing, requestId);
        const expiresAt = this.now() + this.ttlMs;
        for (const [id, member] of found) {
          names.set(id, member.name);
          this.trainerNames.set(id, member.name, expiresAt);
        }
      } catch (error) {
        log.warn({ err: error }, 'staff names unavailable');
      }
    }
    return (id) => names.get(id) ?? 'Unknown';
  }
}
