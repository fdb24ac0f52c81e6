import { useState } from 'react';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import type { CustomerOption } from '../../../api/customer-options-api';

/** The trainer and customer the schedule is narrowed to; a new trainer clears the customer. */
export function useScheduleFilters() {
  const [trainer, setTrainer] = useState<TrainerOption | null>(null);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  return {
    trainer,
    customer,
    trainerId: trainer?._id ?? '',
    customerId: customer?._id ?? '',
    chooseTrainer: (chosen: TrainerOption | null) => {
      setTrainer(chosen);
      setCustomer(null);
    },
    chooseCustomer: setCustomer,
    clear: () => {
      setTrainer(null);
      setCustomer(null);
    },
  };
}
