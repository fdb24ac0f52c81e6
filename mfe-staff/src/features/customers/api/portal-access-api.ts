import type { CustomerPortalAccess } from '@studio/contracts/customer-accounts';
import { baseApi } from '@studio/shell-kit/api';

/**
 * Invite a customer to their own area (mails a link) or revoke it (ends their sessions). Each
 * customers page carries its rows' access, so both refresh the list.
 */
export const portalAccessApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      inviteToPortal: build.mutation<CustomerPortalAccess, string>({
        query: (id) => ({ url: `/customers/${encodeURIComponent(id)}/invite`, method: 'POST' }),
        invalidatesTags: ['Customers'],
      }),
      revokePortalAccess: build.mutation<CustomerPortalAccess, string>({
        query: (id) => ({ url: `/customers/${encodeURIComponent(id)}/access`, method: 'DELETE' }),
        invalidatesTags: ['Customers'],
      }),
    }),
  });

export const { useInviteToPortalMutation, useRevokePortalAccessMutation } = portalAccessApi;
