import { trainingsPerRange } from './limits';

/** Every user-visible string of the scheduling screens that the spec fixes, word for word (sections 2, 8). */
export const messages = {
  claimed: 'Success! Training has been changed to claimed and completed.',
  deleted: 'Success! Training has been deleted.',
  scheduled: 'Success! Training has been scheduled.',
  updated: 'Success! Training has been updated.',
  claimFailed: 'Failed to claim, please try again.',
  deleteFailed: 'Failed to delete, please try again.',
  saveFailed: 'Failed to save the training, please try again.',
  noUnclaimed: 'Review Unclaimed Trainings: No unclaimed trainings found in records.',
} as const;

export const labels = {
  allTrainers: 'All Trainers',
  allCustomers: 'All Customers',
  clearFilters: 'Clear Filters',
  scheduleTraining: 'Schedule Training',
  updateTraining: 'Update Training',
  deleteTraining: 'Delete Training',
  claim: 'Claim',
  delete: 'Delete',
  bookAnyway: 'Book anyway',
  unclaimedHeading: 'Review Unclaimed Trainings:',
  completedByMonth: 'Completed Trainings by Month',
  completedLegend: 'Completed Trainings',
  completedByMonthPerTrainer: 'Number of Completed Trainings by Month',
  chainTotalLine: 'All trainers (total)',
  othersLine: 'Others',
  trainingStats: 'Training Stats',
  trainerColumn: 'Trainer',
  pastColumn: 'Past Trainings (Last 90 Days)',
  averageColumn: 'Avg. Past Trainings/90 Days',
  upcomingColumn: 'Upcoming Trainings (Next 90 Days)',
  viewScheduled: 'View Scheduled Trainings',
  viewCompleted: 'View Completed Trainings',
  viewUpcoming: 'View Upcoming Trainings',
  typeToSearchCustomers: 'Type a name to search',
  moreCustomers: 'More customers match: type more of the name to narrow the list.',
  loadMoreUnclaimed: 'Load more',
} as const;

export const rangeNotices = {
  overCap: `Showing the first ${trainingsPerRange} trainings in this range. Choose a trainer or a customer to see all of them.`,
} as const;

/** Strings of late cancels and booking requests (issue 15; not in the spec). */
export const requestLabels = {
  heading: 'Requests',
  loading: 'Loading requests…',
  loadFailed: 'Booking requests could not be loaded.',
  retry: 'Try again',
  none: 'No booking requests are waiting for an answer.',
  accept: 'Accept',
  decline: 'Decline',
  conflictTitle: 'Schedule conflict',
  cancel: 'Cancel',
  declineTitle: 'Decline request',
  declineMessage: 'Message to the customer',
  declineSubmit: 'Send and decline',
  accepted: 'Request accepted: the training is on the calendar and the customer has been emailed.',
  declined: 'Request declined: the customer has been emailed your message.',
  answerFailed: 'The request could not be answered, please try again.',
} as const;

/** On a trial session's calendar event when its visitor answered "yes" to a PAR-Q question. */
export const trialHealthFlagLabel = 'Health: a PAR-Q "yes"';

export const lateCancelLabels = {
  status: 'late-cancelled',
  waivedStatus: 'late-cancelled, waived',
  modalTitle: 'Late-cancelled training',
  waive: 'Waive late cancel',
  waived: 'Late cancel waived: the session was credited back.',
  waiveFailed: 'The late cancel could not be waived, please try again.',
  legendSession: 'Scheduled or completed',
  legendLateCancel: 'Late-cancelled by the customer',
  legend: 'Calendar legend',
} as const;
