import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import Type from 'typebox';
import { internalTokenSecret } from './auth-test-harness.js';

/**
 * The customer service's side of `GET /internal/trainers/:id/customer-count` as architecture.md
 * states it, with verified service identity: auth's client is tested against the contract.
 */
export async function startCustomerCountService(customersByTrainer: Map<string, number>) {
  const app: ServiceApp = await createServiceApp({
    serviceName: 'customer',
    internalTokenSecret,
    logLevel: 'silent',
  });
  const callers: string[] = [];
  app.get(
    '/internal/trainers/:id/customer-count',
    {
      preHandler: requireService(),
      schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) },
    },
    async (request) => {
      callers.push(request.identity!.name);
      return { count: customersByTrainer.get(request.params.id) ?? 0 };
    },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, callers, close: () => app.close() };
}
