import type {
  CustomerOption,
  CustomerOptions,
  CustomerOptionsQuery,
} from '@studio/contracts/customer-options';
import { schedulingApi } from './scheduling-api';

export type { CustomerOption };

/**
 * The customers a person may book, searched by name on the server (`GET /api/customers/options` is
 * scoped: a trainer gets only their own), one page at a time.
 */
export const customerOptionsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    customerOptions: build.query<CustomerOptions, CustomerOptionsQuery>({
      query: (params) => ({ url: '/customers/options', params }),
      providesTags: ['Customers'],
    }),
  }),
});

export const { useCustomerOptionsQuery } = customerOptionsApi;
