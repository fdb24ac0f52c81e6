import type { Customer, CustomerChangesBody, NewCustomerBody } from '@studio/contracts/customers';
import { baseApi } from '@studio/shell-kit/api';

/** `/api/customers`: the list (a trainer's own, or all for an admin), one customer with its full IC, add and edit. */
export const customersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      customers: build.query<Customer[], void>({
        query: () => '/customers',
        providesTags: ['Customers'],
      }),
      /** For the edit form only: the one place the full IC number is shown. */
      customerForEdit: build.query<Customer, string>({
        query: (id) => `/customers/${encodeURIComponent(id)}`,
        keepUnusedDataFor: 0,
      }),
      addCustomer: build.mutation<Customer, NewCustomerBody>({
        query: (body) => ({ url: '/customers', method: 'POST', body }),
        invalidatesTags: ['Customers'],
      }),
      updateCustomer: build.mutation<Customer, { id: string; changes: CustomerChangesBody }>({
        query: ({ id, changes }) => ({
          url: `/customers/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: changes,
        }),
        invalidatesTags: ['Customers'],
      }),
      /** The customer agreed to reminders and notices again after unsubscribing (audited). */
      renewEmailConsent: build.mutation<Customer, string>({
        query: (id) => ({
          url: `/customers/${encodeURIComponent(id)}/email-consent`,
          method: 'POST',
        }),
        invalidatesTags: ['Customers'],
      }),
    }),
  });

export const {
  useCustomersQuery,
  useLazyCustomerForEditQuery,
  useAddCustomerMutation,
  useUpdateCustomerMutation,
  useRenewEmailConsentMutation,
} = customersApi;
