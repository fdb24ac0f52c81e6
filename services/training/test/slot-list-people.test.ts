import pino from 'pino';
import type { StaffDirectory, StaffMember } from '@studio/service-kit/staff-directory';
import { describe, expect, it } from 'vitest';
import type { CustomerSummary } from '../src/people/directory.js';
import { SlotListPeople } from '../src/people/slot-list-people.js';

// What open-slot lists keep of other services' answers, and for how long: never past the TTL,
// never a failure or a miss.

const ttlMs = 30_000;
const log = pino({ level: 'silent' });
const customerId = '3b0c1e52-0000-4000-8000-000000000001';
const tina = '3b0c1e52-0000-4000-8000-0000000000a1';
const theo = '3b0c1e52-0000-4000-8000-0000000000a2';

function customerService(trainerID: string | null) {
  const asked: string[] = [];
  let record: CustomerSummary | undefined = {
    _id: customerId,
    name: 'Casey Customer',
    email: 'casey@example.com',
    trainerID,
    emailsOff: false,
  };
  let down = false;
  return {
    asked,
    assign: (trainer: string) => (record = record && { ...record, trainerID: trainer }),
    remove: () => (record = undefined),
    setDown: (isDown: boolean) => (down = isDown),
    customer: async (id: string) => {
      asked.push(id);
      if (down) throw new Error('customer service unavailable');
      return record;
    },
  };
}

function auth(names: Record<string, string>) {
  const asked: string[][] = [];
  let down = false;
  const directory: StaffDirectory = {
    async find(ids) {
      asked.push([...ids].sort());
      if (down) throw new Error('auth unavailable');
      const found = new Map<string, StaffMember>();
      for (const id of ids) {
        const name = names[id];
        if (name) found.set(id, { _id: id, name, role: 'trainer' });
      }
      return found;
    },
  };
  return { directory, asked, names, setDown: (isDown: boolean) => (down = isDown) };
}

describe('SlotListPeople', () => {
  it('reuses a customer for the TTL and reads them again after it', async () => {
    const customers = customerService(tina);
    let now = 1_000_000;
    const people = new SlotListPeople(customers, auth({}).directory, ttlMs, () => now);
    expect((await people.customer(customerId, 'r1'))?.trainerID).toBe(tina);
    customers.assign(theo);
    now += ttlMs - 1;
    expect((await people.customer(customerId, 'r2'))?.trainerID).toBe(tina);
    expect(customers.asked).toHaveLength(1);
    now += 1;
    expect((await people.customer(customerId, 'r3'))?.trainerID).toBe(theo);
    expect(customers.asked).toHaveLength(2);
  });

  it('keeps neither a customer that was not found nor a failure', async () => {
    const customers = customerService(tina);
    const people = new SlotListPeople(customers, auth({}).directory, ttlMs);
    customers.setDown(true);
    await expect(people.customer(customerId, 'r1')).rejects.toThrow('unavailable');
    customers.setDown(false);
    customers.remove();
    expect(await people.customer(customerId, 'r2')).toBeUndefined();
    expect(await people.customer(customerId, 'r3')).toBeUndefined();
    expect(customers.asked).toHaveLength(3);
  });

  it('asks auth only for names it does not know, and again once the TTL is over', async () => {
    const staff = auth({ [tina]: 'Tina Trainer', [theo]: 'Theo Trainer' });
    let now = 1_000_000;
    const people = new SlotListPeople(customerService(tina), staff.directory, ttlMs, () => now);
    expect((await people.namesOf([tina], log, 'r1'))(tina)).toBe('Tina Trainer');
    staff.names[tina] = 'Tina Renamed';
    const both = await people.namesOf([tina, theo, theo], log, 'r2');
    expect([both(tina), both(theo)]).toEqual(['Tina Trainer', 'Theo Trainer']);
    expect(staff.asked).toEqual([[tina], [theo]]);
    now += ttlMs;
    expect((await people.namesOf([tina], log, 'r3'))(tina)).toBe('Tina Renamed');
    expect(staff.asked).toHaveLength(3);
  });

  it("reads 'Unknown' while auth cannot answer, and asks again next time", async () => {
    const staff = auth({ [tina]: 'Tina Trainer' });
    const people = new SlotListPeople(customerService(tina), staff.directory, ttlMs);
    staff.setDown(true);
    expect((await people.namesOf([tina], log, 'r1'))(tina)).toBe('Unknown');
    staff.setDown(false);
    expect((await people.namesOf([tina], log, 'r2'))(tina)).toBe('Tina Trainer');
    expect(staff.asked).toHaveLength(2);
  });
});
