/**
 * The training service's customer routes (issue 15, part 2), as agreed. Local types until the
 * lead switches them to `@studio/contracts/my-trainings` and `@studio/contracts/booking-requests`.
 */
export interface MyTraining {
  _id: string;
  dateOfTraining: string;
  status: 'scheduled' | 'completed' | 'late-cancelled';
  trainer: { _id: string; name: string };
  /** Cancelling now is late (past the studio's notice), so it would be charged. */
  lateIfCancelledNow: boolean;
}

export interface MyTrainings {
  upcoming: MyTraining[];
  past: MyTraining[];
}

export interface CancelResult {
  late: boolean;
  charged: boolean;
  message: string;
}

export interface BookingRequest {
  _id: string;
  customerID: { _id: string; name: string };
  trainerID: { _id: string; name: string };
  dateOfTraining: string;
  note: string;
  status: 'pending' | 'accepted' | 'declined';
  message: string;
  trainingId: string | null;
}

export interface NewBookingRequest {
  dateOfTraining: string;
  note?: string;
}
