import type {
  ConvertedLead,
  ConvertLeadBody,
  Lead,
  LeadPage,
  LeadStage,
} from '@studio/contracts/leads';
import { baseApi } from '@studio/shell-kit/api';
import { cursorPaging } from '@studio/shell-kit/cursor-pages';

/** Rows per page of the leads table. */
const leadsPerPage = 50;

export interface LeadListRequest {
  stage: LeadStage | '';
  q: string;
}

function leadPageAddress({ stage, q }: LeadListRequest, cursor: string | null): string {
  const parameters = new URLSearchParams({ limit: String(leadsPerPage) });
  if (stage) parameters.set('stage', stage);
  if (q) parameters.set('q', q);
  if (cursor) parameters.set('cursor', cursor);
  return `/leads?${parameters}`;
}

/** `/api/leads`: the staff's leads (an admin's all, a trainer's own trials), newest first. */
export const leadsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Leads', 'Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      leadPage: build.infiniteQuery<LeadPage, LeadListRequest, string | null>({
        infiniteQueryOptions: cursorPaging,
        query: ({ queryArg, pageParam }) => leadPageAddress(queryArg, pageParam),
        providesTags: ['Leads'],
      }),
      addLeadNote: build.mutation<Lead, { id: string; note: string }>({
        query: ({ id, note }) => ({
          url: `/leads/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { note },
        }),
        invalidatesTags: ['Leads'],
      }),
      markLeadLost: build.mutation<Lead, { id: string; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/leads/${encodeURIComponent(id)}/lost`,
          method: 'POST',
          body: { reason },
        }),
        invalidatesTags: ['Leads'],
      }),
      confirmLeadPayment: build.mutation<Lead, string>({
        query: (id) => ({
          url: `/leads/${encodeURIComponent(id)}/confirm-payment`,
          method: 'POST',
        }),
        invalidatesTags: ['Leads'],
      }),
      convertLead: build.mutation<ConvertedLead, { id: string; body: ConvertLeadBody }>({
        query: ({ id, body }) => ({
          url: `/leads/${encodeURIComponent(id)}/convert`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Leads', 'Customers'],
      }),
    }),
  });

export const {
  useLeadPageInfiniteQuery,
  useAddLeadNoteMutation,
  useMarkLeadLostMutation,
  useConvertLeadMutation,
  useConfirmLeadPaymentMutation,
} = leadsApi;
