import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import { FaultProxy } from '../src/fault-proxy.js';
import { ProcessPortal } from '../src/process-portal.js';
import { createStaff, type Staff } from '../src/staff.js';

// The BFF reaches the training service through a proxy that can hold its answers back.
const upstreamTimeoutMs = 2000;

let portal: ProcessPortal;
let trainingProxy: FaultProxy;
let api: ApiClient;
let staff: Staff;

beforeAll(async () => {
  portal = await ProcessPortal.create();
  trainingProxy = await FaultProxy.start(portal.serviceUrl('training'));
  portal.setEnv('bff', { TRAINING_URL: trainingProxy.url });
  await portal.start('auth', 'customer', 'training', 'payment', 'bff');
  api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl);
  // Staff are made under the usual limit: on a busy machine hashing a new password can take longer
  // than the short one. Sessions live in Redis, so their tokens outlast the BFF's restart.
  staff = await createStaff(api);
  await portal.kill('bff', 'SIGTERM');
  portal.setEnv('bff', { UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs) });
  await portal.start('bff');
});
afterAll(async () => {
  await portal?.stop();
  await trainingProxy?.close();
});

describe('a slow service', () => {
  it('gets a prompt 504 { error } from the BFF while the other services answer as usual', async () => {
    trainingProxy.rules = {
      beforeForward: () => new Promise((resolve) => setTimeout(resolve, 8000)),
    };
    const token = staff.admin.token;

    const started = Date.now();
    const [slow, other] = await Promise.all([
      api.call('GET', '/api/training', { token }),
      api.call('GET', '/api/customers', { token }),
    ]);
    const waited = Date.now() - started;

    expect(slow.status).toBe(504);
    expect(errorMessageOf(slow)).toEqual(expect.any(String));
    expect(waited).toBeGreaterThanOrEqual(upstreamTimeoutMs - 50);
    expect(waited).toBeLessThan(upstreamTimeoutMs + 2000);
    expect(other.status).toBe(200);

    trainingProxy.rules = {};
    expect((await api.call('GET', '/api/training', { token })).status).toBe(200);
  });
});
