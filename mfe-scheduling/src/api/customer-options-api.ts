import type { CustomerList } from '@studio/contracts/customers';
import { schedulingApi } from './scheduling-api';

export interface CustomerOption {
  _id: string;
  name: string;
  trainerID: string | null;
}

/**
 * The customers a person may book (`GET /api/customers` is already scoped: a trainer gets only
 * their own), reduced to what the selects need.
 */
export const customerOptionsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    customerOptions: build.query<CustomerOption[], void>({
      query: () => '/customers',
      transformResponse: (customers: CustomerList) =>
        customers
          .map((customer) => ({
            _id: customer._id,
            name: customer.name,
            trainerID: customer.trainerID?._id ?? null,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      providesTags: ['Customers'],
    }),
  }),
});

export const { useCustomerOptionsQuery } = customerOptionsApi;
