import type { CreateTrainingBody } from '@studio/contracts/training';
import { referencedId } from '@studio/contracts/references';

export interface FormPeople {
  customerId: string;
  /** Undefined when the form names no trainer (absent, or the form's empty "Select Trainer"). */
  requestedTrainerId: string | undefined;
}

/** The customer and trainer a training form names, as ids: it may send ids or the `{ _id, name }` GET shows. */
export function peopleOfForm(
  body: Pick<CreateTrainingBody, 'customerID' | 'trainerID'>,
): FormPeople {
  return {
    customerId: referencedId(body.customerID),
    requestedTrainerId:
      body.trainerID === undefined || body.trainerID === ''
        ? undefined
        : referencedId(body.trainerID),
  };
}

/**
 * The people a change of `training` names. A client sending back the training as GET showed it
 * names the training's own trainer: that echo asks for no particular one, so a training whose
 * customer has since moved to another trainer can still be sent back whole.
 */
export function peopleOfChange(
  body: Pick<CreateTrainingBody, 'customerID' | 'trainerID'>,
  training: { trainerId: string },
): FormPeople {
  const people = peopleOfForm(body);
  return people.requestedTrainerId === training.trainerId
    ? { ...people, requestedTrainerId: undefined }
    : people;
}
