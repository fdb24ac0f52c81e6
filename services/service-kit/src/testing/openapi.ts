import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { expect } from 'vitest';
import {
  committedOpenApiPath,
  describeServiceApi,
  type ServiceApiDescription,
} from '../openapi-document.js';

/** Fails when the service's committed OpenAPI document is not the one its code builds. */
export async function expectCommittedOpenApi(description: ServiceApiDescription): Promise<void> {
  const path = committedOpenApiPath(description.serviceName);
  const shownPath = relative(process.cwd(), path);
  const committed = await readFile(path, 'utf8').catch(() => '');
  expect(
    await describeServiceApi(description),
    `${shownPath} does not match the ${description.serviceName} routes: run \`npm run openapi\`, ` +
      'review the difference (it is a change to the API contract) and commit it.',
  ).toBe(committed);
}
