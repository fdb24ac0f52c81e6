import type { Customer, ExtendPackageBody } from '@studio/contracts/customers';
import { baseApi } from '@studio/shell-kit/api';

/** A customer's packages: an admin moves one package's expiry date later, with a reason. */
export const packagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      extendPackage: build.mutation<
        Customer,
        { customerId: string; packageId: string; body: ExtendPackageBody }
      >({
        query: ({ customerId, packageId, body }) => ({
          url: `/customers/${encodeURIComponent(customerId)}/packages/${encodeURIComponent(packageId)}/extend`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Customers'],
      }),
    }),
  });

export const { useExtendPackageMutation } = packagesApi;
