import type { CustomerPortalAccess } from '@studio/contracts/customer-accounts';
import { baseApi } from '@studio/shell-kit/api';

/** A customer's access to their own area: read, invite (mails a link), revoke (ends sessions). */
export const portalAccessApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PortalAccess'] })
  .injectEndpoints({
    endpoints: (build) => ({
      portalAccess: build.query<CustomerPortalAccess, string>({
        query: (id) => `/customers/${encodeURIComponent(id)}/access`,
        providesTags: (_result, _error, id) => [{ type: 'PortalAccess', id }],
      }),
      inviteToPortal: build.mutation<CustomerPortalAccess, string>({
        query: (id) => ({ url: `/customers/${encodeURIComponent(id)}/invite`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'PortalAccess', id }],
      }),
      revokePortalAccess: build.mutation<CustomerPortalAccess, string>({
        query: (id) => ({ url: `/customers/${encodeURIComponent(id)}/access`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'PortalAccess', id }],
      }),
    }),
  });

export const { usePortalAccessQuery, useInviteToPortalMutation, useRevokePortalAccessMutation } =
  portalAccessApi;
