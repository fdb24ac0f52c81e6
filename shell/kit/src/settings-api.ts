import type { StudioSettings, StudioSettingsChanges } from '@studio/contracts/settings';
import { baseApi } from '@studio/shell-kit/api';

/**
 * `GET /api/settings` (any signed-in staff: the nav shows the studio's name from it) and
 * `PUT /api/settings` (admins, the Settings screen): the studio's own details and rules.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studioSettings: build.query<StudioSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    updateStudioSettings: build.mutation<StudioSettings, StudioSettingsChanges>({
      query: (changes) => ({ url: '/settings', method: 'PUT', body: changes }),
      // The answer is the whole new settings: every reader sees them without another request.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('studioSettings', undefined, data));
        } catch {
          // The screen that asked shows the failure; the cached settings stay as they were.
        }
      },
    }),
  }),
});

export const { useStudioSettingsQuery, useUpdateStudioSettingsMutation } = settingsApi;
