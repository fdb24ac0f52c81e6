import { useState } from 'react';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Page } from '@studio/shell-kit/ui/Page';
import { TrainerChoice } from '@studio/shell-kit/ui/TrainerChoice';
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
  // An admin searches the trainers by name on the server: a chain's whole list is never loaded.
  const [chosen, setChosen] = useState<TrainerOption | null>(null);
  const trainerId = isAdmin ? (chosen?._id ?? '') : (user?._id ?? '');
  const availability = useAvailabilityQuery(trainerId, { skip: !trainerId });
  const trainerName = isAdmin ? (chosen?.name ?? '') : (user?.name ?? '');

  return (
    <Page
      title={isAdmin ? 'Availability' : 'My availability'}
      intro="Open times customers can book themselves are made from these hours."
      width="narrow"
    >
      {isAdmin && (
        <TrainerChoice
          label="Trainer"
          value={chosen}
          onChange={setChosen}
          emptyLabel="Choose a trainer"
        />
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
