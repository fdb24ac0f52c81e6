import { Customer, ExtendPackageBody, PackageParams } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { customerById } from '../customer-by-id.js';
import { auditActorOf } from '../store/audit.js';
import { extendPackage } from '../packages/extend-package.js';

/** An admin moves one package's expiry date later, with a reason (audited). */
export function registerPackageRoutes(
  app: ServiceApp,
  { sequelize, trainers, clock, timeZone, packageExpiry }: CustomerContext,
): void {
  app.post(
    '/api/customers/:id/packages/:packageId/extend',
    {
      schema: {
        params: PackageParams,
        body: ExtendPackageBody,
        response: { 200: Customer },
      },
    },
    async (request) => {
      userOf(request, 'admin');
      const { id, packageId } = request.params;
      await extendPackage(
        sequelize,
        { customerId: id, packageId, ...request.body },
        auditActorOf(request),
        { timeZone, at: clock.now() },
      );
      await packageExpiry.afterChange(
        { id: packageId, expiresOn: request.body.expiresOn },
        request.log,
      );
      const customer = await customerById({ sequelize, trainers }, id, request);
      if (!customer) throw notFound('Customer not found.');
      return customer;
    },
  );
}
