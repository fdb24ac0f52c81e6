import { useCallback, useEffect, useState } from 'react';
import type { StudioSettings } from '@studio/contracts/settings';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import {
  useStudioSettingsQuery,
  useUpdateStudioSettingsMutation,
} from '@studio/shell-kit/settings-api';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { messages } from '../../../config/messages';
import { PublishedResultsPanel } from '../components/PublishedResultsPanel';
import { SettingsForm } from '../components/SettingsForm';
import '../settings.css';
import { Page } from '@studio/shell-kit/ui/Page';

/** /settings (admin): the studio's details and the rules its emails and registration follow. */
export function SettingsPage() {
  const { data: settings, error: loadError, isLoading } = useStudioSettingsQuery();
  const [updateSettings, { isLoading: saving }] = useUpdateStudioSettingsMutation();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureReason, setFailureReason] = useState<string | undefined>();
  const dismissSuccess = useCallback(() => setSuccess(null), []);

  useEffect(() => {
    if (loadError) console.error('Could not load the studio settings', loadError);
  }, [loadError]);

  const save = async (changes: StudioSettings) => {
    const result = await updateSettings(changes);
    if ('error' in result) {
      console.error('Saving the studio settings failed', result.error);
      setFailure(messages.settingsSaveFailed);
      setFailureReason(serverErrorMessage(result.error));
      return;
    }
    setFailure(null);
    setSuccess(messages.settingsSaved);
  };

  return (
    <Page title="Studio settings" width="narrow" className="settings-page">
      <SuccessBanner message={success} onDismiss={dismissSuccess} />
      <ErrorMessage message={failure} detail={failureReason} />
      {isLoading && <p>Loading the settings…</p>}
      {loadError && !settings && <ErrorMessage message={messages.settingsLoadFailed} />}
      {settings && (
        <SettingsForm saved={settings} saving={saving} onSave={(changes) => void save(changes)} />
      )}
      <PublishedResultsPanel />
    </Page>
  );
}
