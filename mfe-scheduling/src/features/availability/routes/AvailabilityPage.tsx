import { useState } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useTrainerOptionsQuery } from '@studio/shell-kit/users-api';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Page } from '@studio/shell-kit/ui/Page';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import { useAvailabilityQuery } from '../../../api/availability-api';
import { AvailabilityForm } from '../components/AvailabilityForm';
import '../availability.css';

/**
 * /availability (staff, issue 26): a trainer's own hours, overrides and time off; an admin
 * chooses whose. What is saved here is what customers can book themselves.
 */
export function AvailabilityPage() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const trainers = useTrainerOptionsQuery(undefined, { skip: !isAdmin });
  const [chosen, setChosen] = useState('');
  const trainerId = isAdmin ? chosen : (user?._id ?? '');
  const availability = useAvailabilityQuery(trainerId, { skip: !trainerId });
  const trainerName = isAdmin
    ? (trainers.data?.find((trainer) => trainer._id === trainerId)?.name ?? '')
    : (user?.name ?? '');

  return (
    <Page
      title={isAdmin ? 'Availability' : 'My availability'}
      intro="Open times customers can book themselves are made from these hours."
      width="narrow"
    >
      {isAdmin && (
        <SelectField
          label="Trainer"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a trainer</option>
          {(trainers.data ?? []).map((trainer) => (
            <option key={trainer._id} value={trainer._id}>
              {trainer.name}
            </option>
          ))}
        </SelectField>
      )}
      {availability.isLoading && <p role="status">Loading hours…</p>}
      <ErrorMessage
        message={availability.error ? 'The hours could not be loaded.' : null}
        detail={serverErrorMessage(availability.error)}
      />
      {availability.currentData && (
        <AvailabilityForm
          key={availability.currentData.trainerId}
          availability={availability.currentData}
          trainerName={trainerName}
        />
      )}
    </Page>
  );
}
