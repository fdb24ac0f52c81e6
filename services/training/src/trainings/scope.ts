import type { Identity } from '@studio/service-kit/identity-token';
import type { CustomerSummary, PeopleDirectory } from '../people/directory.js';

type Person = Extract<Identity, { kind: 'user' }>;

/** Which trainings a caller may see: an admin all of them, a trainer those of their own customers. */
export type TrainingScope =
  { kind: 'all' } | { kind: 'customers'; customers: ReadonlyMap<string, CustomerSummary> };

export async function scopeOf(
  caller: Person,
  directory: PeopleDirectory,
  requestId?: string,
): Promise<TrainingScope> {
  if (caller.role === 'admin') return { kind: 'all' };
  return {
    kind: 'customers',
    customers: await directory.customersOfTrainer(caller.userId, requestId),
  };
}

export function inScope(scope: TrainingScope, customerId: string): boolean {
  return scope.kind === 'all' || scope.customers.has(customerId);
}

/** The customers the scope has already read (with their names), none for an admin's. */
export function customersReadFor(scope: TrainingScope): ReadonlyMap<string, CustomerSummary> {
  return scope.kind === 'all' ? new Map() : scope.customers;
}

/**
 * The SQL condition for a scope, bound as `$scopeCustomerIds`; `null` means every customer.
 * Use as `($scopeCustomerIds::uuid[] IS NULL OR customer_id = ANY($scopeCustomerIds::uuid[]))`.
 */
export function scopeBind(scope: TrainingScope): { scopeCustomerIds: string[] | null } {
  return { scopeCustomerIds: scope.kind === 'all' ? null : [...scope.customers.keys()] };
}

export const scopeCondition =
  '($scopeCustomerIds::uuid[] IS NULL OR customer_id = ANY($scopeCustomerIds::uuid[]))';
