import type { ApiClient } from './api-client.js';
import type { Staff, StaffMember } from './staff.js';

const hour = 3_600_000;

/** Customers, trainings and payments made through the API by the admin, for a chosen trainer. */
export class StudioData {
  private slot = 0;
  private customerCount = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly staff: Staff,
  ) {}

  /** Valid fields of a new customer (unique email). */
  customerFields(trainer?: StaffMember) {
    this.customerCount += 1;
    const n = this.customerCount;
    return {
      name: `Customer ${n}`,
      email: `customer.${Date.now().toString(36)}.${n}@example.com`,
      phone: String(80000000 + n),
      dateOfBirth: '1990-05-17',
      ic: `S${String(1000000 + n).slice(-7)}D`,
      sex: n % 2 ? 'Female' : 'Male',
      ...(trainer ? { trainerID: trainer.id } : {}),
    };
  }

  async customerOf(trainer: StaffMember): Promise<string> {
    const body = this.customerFields(trainer);
    const answer = await this.expect(201, 'POST', '/api/customers', body);
    return (answer as { _id: string })._id;
  }

  /** Two hours after the previous slot, so no booking conflicts with another (same trainer or not). */
  nextFutureDate(): string {
    this.slot += 1;
    return new Date(Date.now() + 3 * 24 * hour + this.slot * 2 * hour).toISOString();
  }

  nextPastDate(): string {
    this.slot += 1;
    return new Date(Date.now() - 24 * hour - this.slot * 2 * hour).toISOString();
  }

  async trainingOf(trainer: StaffMember, when: 'past' | 'future' = 'future'): Promise<string> {
    const customerID = await this.customerOf(trainer);
    return this.trainingFor(customerID, when);
  }

  async trainingFor(customerID: string, when: 'past' | 'future' = 'future'): Promise<string> {
    const dateOfTraining = when === 'past' ? this.nextPastDate() : this.nextFutureDate();
    const answer = await this.expect(201, 'POST', '/api/training', { customerID, dateOfTraining });
    return (answer as { _id: string })._id;
  }

  async paymentFor(customerID: string, numOfTrainingsPaidFor = 10): Promise<string> {
    const answer = await this.expect(
      201,
      'POST',
      '/api/payments',
      { customerID, amountPaid: 100 * numOfTrainingsPaidFor, numOfTrainingsPaidFor },
      { 'Idempotency-Key': `fixture-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    );
    return (answer as { _id: string })._id;
  }

  private async expect(
    status: number,
    method: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<unknown> {
    const answer = await this.api.call(method, path, {
      token: this.staff.admin.token,
      body,
      headers,
    });
    if (answer.status !== status)
      throw new Error(
        `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }
}
