import { StudioSettings, StudioSettingsChanges } from '@studio/contracts/settings';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireRole, requireService } from '@studio/service-kit/identity';
import { readStudioSettings, updateStudioSettings } from '../domain/studio-settings.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';

/** The studio's settings: every staff member reads them, admins change them, services read them too. */
export async function settingsRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.get(
    '/api/settings',
    { preValidation: requireRole(), schema: { response: { 200: StudioSettings } } },
    async () => readStudioSettings(models),
  );

  app.put(
    '/api/settings',
    {
      // Before validation: a trainer or a stranger learns nothing about the body's rules.
      preValidation: requireRole('admin'),
      schema: { body: StudioSettingsChanges, response: { 200: StudioSettings } },
    },
    async (request) => updateStudioSettings(models, request.body, auditContextOf(request)),
  );

  app.get(
    '/internal/settings',
    { preValidation: requireService(), schema: { response: { 200: StudioSettings } } },
    async () => readStudioSettings(models),
  );
}
