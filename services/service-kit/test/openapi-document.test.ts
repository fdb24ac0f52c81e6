import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import type { ServiceApp } from '../src/app.js';
import { describeServiceApi, type ServiceApiDescription } from '../src/openapi-document.js';
import { unservedDependencies } from '../src/unserved-dependencies.js';

interface NoteDependencies {
  notes: { find(id: string): Promise<string> };
}

const NoteParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Note = Type.Object({ text: Type.String() });

function noteRoutes(app: ServiceApp, { notes }: NoteDependencies): void {
  app.post('/internal/notes', { schema: { body: Note, response: { 201: Note } } }, async () => ({
    text: 'saved',
  }));
  app.get(
    '/api/notes/:id',
    { schema: { params: NoteParams, response: { 200: Note } } },
    async (request) => ({ text: await notes.find(request.params.id) }),
  );
}

const notesApi = (
  register: (app: ServiceApp) => void = (app) =>
    noteRoutes(app, unservedDependencies<NoteDependencies>()),
): ServiceApiDescription => ({
  serviceName: 'notes',
  packageJsonUrl: new URL('../package.json', import.meta.url),
  registerRoutes: register,
});

type Document = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
  security: unknown[];
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};

describe('describeServiceApi', () => {
  it('describes the routes with their schemas, tagged public or internal, without the probes', async () => {
    const document = JSON.parse(await describeServiceApi(notesApi())) as Document;

    expect(document.info).toEqual({ title: '@studio/service-kit', version: '0.1.0' });
    expect(Object.keys(document.paths)).toEqual(['/api/notes/{id}', '/internal/notes']);
    expect(document.paths['/api/notes/{id}']?.get?.tags).toEqual(['public']);
    expect(document.paths['/internal/notes']?.post?.tags).toEqual(['internal']);
    expect(document.paths['/api/notes/{id}']?.get).toMatchObject({
      parameters: [
        { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        200: { content: { 'application/json': { schema: { properties: { text: {} } } } } },
        default: {
          content: { 'application/json': { schema: { required: ['error'] } } },
        },
      },
    });
    expect(document.components.securitySchemes.studioIdentity).toMatchObject({
      in: 'header',
      name: 'x-studio-identity',
    });
    // The identity is optional at the document level: each route decides whether it needs one.
    expect(document.security).toEqual([{ studioIdentity: [] }, {}]);
  });

  it('gives the same text whatever order the routes are registered in', async () => {
    const registeredInReverse = notesApi((app) => {
      app.get(
        '/api/notes/:id',
        { schema: { params: NoteParams, response: { 200: Note } } },
        async () => ({ text: '' }),
      );
      app.post(
        '/internal/notes',
        { schema: { body: Note, response: { 201: Note } } },
        async () => ({ text: '' }),
      );
    });

    const text = await describeServiceApi(notesApi());
    expect(await describeServiceApi(registeredInReverse)).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('unservedDependencies', () => {
  it('can be passed around at registration, but any use of a dependency throws', () => {
    const { notes } = unservedDependencies<NoteDependencies>();
    expect(() => notes.find('42')).toThrow(/"notes.find" was used/);
  });
});
