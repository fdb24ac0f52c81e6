import type { CustomerOption } from '../../../api/customer-options-api';
import { SelectField } from '../../../components/SelectField';
import { labels } from '../../../config/messages';
import { CustomerChoice } from './CustomerChoice';

interface Option {
  _id: string;
  name: string;
}

interface Props {
  /** Admins filter by trainer too; trainers only see their own customers anyway. */
  showTrainerFilter: boolean;
  trainers: readonly Option[];
  trainerId: string;
  customer: CustomerOption | null;
  onTrainerChange: (trainerId: string) => void;
  onCustomerChange: (customer: CustomerOption | null) => void;
  onClear: () => void;
}

/** The schedule's filter area: trainer (admins), customer (searched by name), and Clear Filters. */
export function ScheduleFilters(props: Props) {
  const { showTrainerFilter, trainers, trainerId, customer } = props;
  return (
    <div className="schedule-filters">
      {showTrainerFilter && (
        <SelectField
          label="Trainer"
          value={trainerId}
          onChange={(event) => props.onTrainerChange(event.target.value)}
        >
          <option value="">{labels.allTrainers}</option>
          {trainers.map((trainer) => (
            <option key={trainer._id} value={trainer._id}>
              {trainer.name}
            </option>
          ))}
        </SelectField>
      )}
      <CustomerChoice
        label={showTrainerFilter ? 'Customer (filtered by trainer)' : 'Customer'}
        value={customer}
        onChange={props.onCustomerChange}
        trainerId={trainerId || undefined}
        emptyLabel={labels.allCustomers}
      />
      <button type="button" className="button-secondary" onClick={props.onClear}>
        {labels.clearFilters}
      </button>
    </div>
  );
}
