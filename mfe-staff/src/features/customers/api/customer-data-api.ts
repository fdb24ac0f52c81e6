import type { EraseCustomerBody, ErasedCustomer } from '@studio/contracts/erasure';
import { baseApi } from '@studio/shell-kit/api';

/** A customer's data on request (PDPA): the export downloads and the admin's erasure. */
export const customerDataApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      eraseCustomer: build.mutation<
        ErasedCustomer,
        { customerId: string; body: EraseCustomerBody }
      >({
        query: ({ customerId, body }) => ({
          url: `/customers/${encodeURIComponent(customerId)}/erase`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Customers'],
      }),
    }),
  });

export const { useEraseCustomerMutation } = customerDataApi;

/** The BFF answers these as downloads (JSON, or a readable HTML summary). */
export const customerExportUrl = (customerId: string, format: 'json' | 'html') =>
  `/api/customers/${encodeURIComponent(customerId)}/export${format === 'html' ? '?format=html' : ''}`;
