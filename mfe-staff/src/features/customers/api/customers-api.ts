import type { Customer, CustomerChangesBody, NewCustomerBody } from '@studio/contracts/customers';
import type {
  CustomerPage,
  CustomerPayments,
  CustomerSortKey,
} from '@studio/contracts/customer-page';
import { baseApi } from '@studio/shell-kit/api';
import { cursorPaging, pageAddress, type ListRequest } from '@studio/shell-kit/cursor-pages';

/** Rows per page of the customers table. */
const customersPerPage = 50;

/**
 * `/api/customers`: the screen's paged list (a trainer's own customers, or all for an admin),
 * one customer's whole payment history ("+ Show More"), one customer with its full IC, add and edit.
 */
export const customersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      customerPage: build.infiniteQuery<CustomerPage, ListRequest<CustomerSortKey>, string | null>({
        infiniteQueryOptions: cursorPaging,
        query: ({ queryArg, pageParam }) =>
          pageAddress('/customers', queryArg, pageParam, customersPerPage),
        providesTags: ['Customers'],
      }),
      customerPayments: build.query<CustomerPayments, string>({
        query: (id) => `/customers/${encodeURIComponent(id)}/payments`,
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
  useCustomerPageInfiniteQuery,
  useCustomerPaymentsQuery,
  useLazyCustomerForEditQuery,
  useAddCustomerMutation,
  useUpdateCustomerMutation,
  useRenewEmailConsentMutation,
} = customersApi;
