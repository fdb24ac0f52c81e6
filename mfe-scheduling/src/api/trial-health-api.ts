import type { LeadPage } from '@studio/contracts/leads';
import { schedulingApi } from './scheduling-api';

/** The most trial sessions still to come that one calendar marks (the leads page's largest). */
const paidTrialsRead = 200;

/**
 * The trial sessions still to come whose visitor answered "yes" to a PAR-Q question (issue 27):
 * the ids of their sessions, from the paid leads the caller may see (an admin every one, a
 * trainer their own). The trainer reads the answers before the session; the calendar flags it.
 */
export const trialHealthApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    flaggedTrialSessions: build.query<string[], void>({
      query: () => `/leads?stage=paid&limit=${paidTrialsRead}`,
      transformResponse: (page: LeadPage) =>
        page.items.flatMap((lead) => (lead.healthFlag && lead.sessionId ? [lead.sessionId] : [])),
      providesTags: ['Training'],
    }),
  }),
});

export const { useFlaggedTrialSessionsQuery } = trialHealthApi;
