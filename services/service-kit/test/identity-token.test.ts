import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import {
  signCustomerIdentity,
  signServiceToken,
  signUserIdentity,
  verifyIdentity,
} from '../src/identity-token.js';

const secret = 'identity-test-secret-of-32-characters!';
const key = new TextEncoder().encode(secret);

const forge = (claims: Record<string, unknown>, issuer: string, audience = 'studio-services') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('someone')
    .setExpirationTime('60s')
    .sign(key);

it('round-trips a person and a service', async () => {
  const person = await verifyIdentity(
    await signUserIdentity({ userId: 'u1', role: 'trainer', name: 'Tom' }, secret),
    secret,
  );
  expect(person).toEqual({ kind: 'user', userId: 'u1', role: 'trainer', name: 'Tom' });
  const service = await verifyIdentity(await signServiceToken('payment', secret), secret);
  expect(service).toEqual({
    kind: 'service',
    userId: 'studio-payment',
    role: 'service',
    name: 'payment',
  });
});

it('refuses a service posing as the BFF, the BFF claiming a service role, and other audiences', async () => {
  await expect(
    verifyIdentity(await forge({ role: 'admin', name: 'X' }, 'studio-payment'), secret),
  ).rejects.toThrow();
  await expect(
    verifyIdentity(await forge({ role: 'service', name: 'X' }, 'studio-bff'), secret),
  ).rejects.toThrow();
  await expect(
    verifyIdentity(await forge({ role: 'admin', name: 'X' }, 'studio-bff', 'elsewhere'), secret),
  ).rejects.toThrow();
  expect(() => signServiceToken('bff', secret)).toThrow();
});

it('refuses an expired token', async () => {
  const expired = await new SignJWT({ role: 'admin', name: 'X' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('studio-bff')
    .setAudience('studio-services')
    .setSubject('u1')
    .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
    .sign(key);
  await expect(verifyIdentity(expired, secret)).rejects.toThrow();
});

it('round-trips a customer with their customer record, and refuses a customer without one', async () => {
  const customer = await verifyIdentity(
    await signCustomerIdentity({ userId: 'u2', customerId: 'c9', name: 'Cara' }, secret),
    secret,
  );
  expect(customer).toEqual({
    kind: 'customer',
    userId: 'u2',
    role: 'customer',
    name: 'Cara',
    customerId: 'c9',
  });
  await expect(
    verifyIdentity(await forge({ role: 'customer', name: 'X' }, 'studio-bff'), secret),
  ).rejects.toThrow();
});
