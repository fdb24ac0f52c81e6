import type { TrainerOption } from '@studio/contracts/trainer-options';
import { TrainerChoice } from '@studio/shell-kit/ui/TrainerChoice';
import type { CustomerOption } from '../../../api/customer-options-api';
import { labels } from '../../../config/messages';
import { CustomerChoice } from './CustomerChoice';
import { Button } from '@studio/shell-kit/ui/Button';

interface Props {
  /** Admins filter by trainer too; trainers only see their own customers anyway. */
  showTrainerFilter: boolean;
  trainer: TrainerOption | null;
  customer: CustomerOption | null;
  onTrainerChange: (trainer: TrainerOption | null) => void;
  onCustomerChange: (customer: CustomerOption | null) => void;
  onClear: () => void;
}

/** The schedule's filter area: trainer (admins) and customer, each searched by name, and Clear Filters. */
export function ScheduleFilters(props: Props) {
  const { showTrainerFilter, trainer, customer } = props;
  return (
    <div className="schedule-filters">
      {showTrainerFilter && (
        <TrainerChoice
          label="Trainer"
          value={trainer}
          onChange={props.onTrainerChange}
          emptyLabel={labels.allTrainers}
        />
      )}
      <CustomerChoice
        label={showTrainerFilter ? 'Customer (filtered by trainer)' : 'Customer'}
        value={customer}
        onChange={props.onCustomerChange}
        trainerId={trainer?._id}
        emptyLabel={labels.allCustomers}
      />
      <Button onClick={props.onClear}>{labels.clearFilters}</Button>
    </div>
  );
}
