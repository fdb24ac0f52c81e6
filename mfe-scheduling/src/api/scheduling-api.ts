import { baseApi } from '@studio/shell-kit/api';

/**
 * The shell-kit api with this remote's cache tags. `Customers` is shared with the customers
 * screen: a claim or the deletion of a claimed training changes a customer's Trainings Left.
 */
export const schedulingApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Training', 'TrainingStats', 'Customers', 'BookingRequests'],
});
