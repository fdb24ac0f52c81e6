import { expectCommittedOpenApi } from '@studio/service-kit/testing/openapi';
import { test } from 'vitest';
import { authApi } from '../src/openapi.js';

test('the committed OpenAPI document describes the routes as the code declares them', async () => {
  await expectCommittedOpenApi(authApi);
});
