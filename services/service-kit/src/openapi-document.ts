import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceApp } from './app.js';

export interface ServiceApiDescription {
  serviceName: string;
  /** The service's `package.json`: its name and version are the document's title and version. */
  packageJsonUrl: URL;
  /** Registers every route of the service, exactly as its app does. */
  registerRoutes: (app: ServiceApp) => Promise<void> | void;
}

/** Where a service's committed document lives: `docs/openapi/<service>.json` at the repository root. */
export function committedOpenApiPath(serviceName: string): string {
  return fileURLToPath(new URL(`../../../docs/openapi/${serviceName}.json`, import.meta.url));
}

type JsonObject = Record<string, unknown>;

function sortedByKey(object: JsonObject, order = (value: unknown) => value): JsonObject {
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, order(object[key])]),
  );
}

/** Paths, their methods and the shared schemas in key order, so moving code around changes nothing. */
function inStableOrder(document: JsonObject): JsonObject {
  const paths = sortedByKey(document.paths as JsonObject, (methods) =>
    sortedByKey(methods as JsonObject),
  );
  const components = document.components as JsonObject;
  return {
    ...document,
    paths,
    components: { ...components, schemas: sortedByKey(components.schemas as JsonObject) },
  };
}

/**
 * The service's OpenAPI document as committed: built from its route schemas on an app that never
 * connects or listens, in a stable order, as two-space JSON with a final newline.
 */
export async function describeServiceApi({
  serviceName,
  packageJsonUrl,
  registerRoutes,
}: ServiceApiDescription): Promise<string> {
  const { name, version } = JSON.parse(await readFile(packageJsonUrl, 'utf8')) as {
    name: string;
    version: string;
  };
  const app = await createServiceApp({
    serviceName,
    logLevel: 'silent',
    openApi: { title: name, version },
  });
  try {
    await registerRoutes(app);
    await app.ready();
    const document = inStableOrder(app.swagger() as unknown as JsonObject);
    return `${JSON.stringify(document, null, 2)}\n`;
  } finally {
    await app.close();
  }
}

/** Writes the service's document where it is committed (`npm run openapi`). */
export async function writeServiceApi(description: ServiceApiDescription): Promise<string> {
  const path = committedOpenApiPath(description.serviceName);
  await writeFile(path, await describeServiceApi(description));
  return path;
}
