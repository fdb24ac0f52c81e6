import type {
  PhotoConsent,
  PhotoConsentBody,
  PhotoConsentList,
} from '@studio/contracts/published-results';
import { baseApi } from '@studio/shell-kit/api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyPhotoConsents'] });

/** The customer's consents to show a pair of their photos on the studio's website (issue 30). */
export const photoConsentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPhotoConsents: build.query<PhotoConsentList, void>({
      query: () => '/me/photo-consents',
      providesTags: ['MyPhotoConsents'],
    }),
    allowPhotoPair: build.mutation<PhotoConsent, PhotoConsentBody>({
      query: (body) => ({ url: '/me/photo-consents', method: 'POST', body }),
      invalidatesTags: ['MyPhotoConsents'],
    }),
    withdrawPhotoConsent: build.mutation<PhotoConsent, string>({
      query: (consentId) => ({ url: `/me/photo-consents/${consentId}`, method: 'DELETE' }),
      invalidatesTags: ['MyPhotoConsents'],
    }),
  }),
});

export const {
  useMyPhotoConsentsQuery,
  useAllowPhotoPairMutation,
  useWithdrawPhotoConsentMutation,
} = photoConsentsApi;
