import {
  customerIdentityHeaders,
  newCustomerAccount,
} from '@studio/service-kit/testing/customer-identity';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { identityHeaders, secret, useCustomerApp, validCustomer } from './customer-test-app.js';

/**
 * The customer app for the progress tests (issue 30): its own database, a clock standing at
 * 2026-03-10 in Singapore, a trainer and their customers, another trainer, an admin.
 */
export function useProgressApp() {
  const clock = new ManualClock('2026-03-10T02:00:00Z');
  const trainer = newTrainer('Tina');
  const customerApp = useCustomerApp({ clock });
  return {
    clock,
    trainer,
    otherTrainer: newTrainer('Olga'),
    admin: newAdmin('Ada'),
    get app() {
      return customerApp.app;
    },
    get databaseUrl() {
      return customerApp.databaseUrl;
    },
    /** A new customer of the trainer; their id. */
    async addCustomer(email: string): Promise<string> {
      const created = await customerApp.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await identityHeaders(trainer),
        payload: { ...validCustomer, email },
      });
      return created.json()._id;
    },
    /** The identity header of the customer's own account. */
    customerHeaders: (customerId: string) =>
      customerIdentityHeaders(newCustomerAccount(customerId), secret),
  };
}
