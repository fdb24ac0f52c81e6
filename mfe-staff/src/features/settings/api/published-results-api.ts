import type {
  ConsentedPair,
  ConsentedPairList,
  PublicationBody,
} from '@studio/contracts/published-results';
import { baseApi } from '@studio/shell-kit/api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ConsentedPairs'] });

/** Pairs customers allowed to show, and their publication on the home page (admins, issue 30). */
export const publishedResultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    consentedPairs: build.query<ConsentedPairList, void>({
      query: () => '/photo-consents',
      providesTags: ['ConsentedPairs'],
    }),
    publishPair: build.mutation<ConsentedPair, { consentId: string } & PublicationBody>({
      query: ({ consentId, caption }) => ({
        url: `/photo-consents/${consentId}/publication`,
        method: 'PUT',
        body: { caption },
      }),
      invalidatesTags: ['ConsentedPairs'],
    }),
    unpublishPair: build.mutation<ConsentedPair, string>({
      query: (consentId) => ({ url: `/photo-consents/${consentId}/publication`, method: 'DELETE' }),
      invalidatesTags: ['ConsentedPairs'],
    }),
  }),
});

export const { useConsentedPairsQuery, usePublishPairMutation, useUnpublishPairMutation } =
  publishedResultsApi;
