import type { StudioContact } from '@studio/contracts/customer-accounts';
import type { Customer } from '@studio/contracts/customers';
import type { MyPayment } from '@studio/contracts/my-payments';
import { baseApi } from '@studio/shell-kit/api';

/** A customer with the next expiry of their sessions, once the packages work reports it. */
export type MyCustomer = Customer & { nextExpiry?: { date: string; sessions: number } | null };

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyCustomer'] });

/** The customer's own record, payments and the studio's contact (customer, payment and auth). */
export const myAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCustomer: build.query<MyCustomer, void>({
      query: () => '/me/customer',
      providesTags: ['MyCustomer'],
    }),
    myPayments: build.query<MyPayment[], void>({
      query: () => '/me/payments',
      providesTags: ['MyCustomer'],
    }),
    studioContact: build.query<StudioContact, void>({ query: () => '/studio-contact' }),
    /** One click: no more reminders or notices by mail. */
    stopEmails: build.mutation<MyCustomer, void>({
      query: () => ({ url: '/me/email-consent', method: 'DELETE' }),
      invalidatesTags: ['MyCustomer'],
    }),
  }),
});

export const {
  useMyCustomerQuery,
  useMyPaymentsQuery,
  useStudioContactQuery,
  useStopEmailsMutation,
} = myAccountApi;

/** The data export downloads (the BFF answers them as attachments). */
export const myDataExportUrls = {
  json: '/api/me/export',
  html: '/api/me/export?format=html',
} as const;
