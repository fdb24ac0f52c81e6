import { SelectField } from '../../../components/SelectField';
import { labels } from '../../../config/messages';

interface Option {
  _id: string;
  name: string;
}

interface Props {
  /** Admins filter by trainer too; trainers only see their own customers anyway. */
  showTrainerFilter: boolean;
  trainers: Option[];
  customers: Option[];
  trainerId: string;
  customerId: string;
  onTrainerChange: (trainerId: string) => void;
  onCustomerChange: (customerId: string) => void;
  onClear: () => void;
}

/** The schedule's filter area: trainer (admins), customer, and Clear Filters. */
export function ScheduleFilters(props: Props) {
  const { showTrainerFilter, trainers, customers, trainerId, customerId } = props;
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
      <SelectField
        label={showTrainerFilter ? 'Customer (filtered by trainer)' : 'Customer'}
        value={customerId}
        onChange={(event) => props.onCustomerChange(event.target.value)}
      >
        <option value="">{labels.allCustomers}</option>
        {customers.map((customer) => (
          <option key={customer._id} value={customer._id}>
            {customer.name}
          </option>
        ))}
      </SelectField>
      <button type="button" className="button-secondary" onClick={props.onClear}>
        {labels.clearFilters}
      </button>
    </div>
  );
}
