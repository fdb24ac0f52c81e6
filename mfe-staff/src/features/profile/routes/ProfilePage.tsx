import { useEffect, useState } from 'react';
import { useProfileQuery } from '@studio/shell-kit/session-api';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { ProfileDetails } from '../components/ProfileDetails';
import { TwoFactorPanel } from '../components/TwoFactorPanel';
import '../profile.css';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

/** /profile: Name, Email, Date Created, and the Change Password panel. */
export function ProfilePage() {
  const { data: profile, error } = useProfileQuery();
  const [panelOpen, setPanelOpen] = useState(false);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  useEffect(() => {
    // Loading failures are logged only (spec section 8).
    if (error) console.error('Could not load the profile', error);
  }, [error]);

  return (
    <FormCard title="Profile">
      {profile && <ProfileDetails profile={profile} />}
      {successMessage && (
        <p className="success-message" role="status">
          {successMessage}
        </p>
      )}
      {panelOpen ? (
        <ChangePasswordPanel
          onChanged={(message) => {
            setPanelOpen(false);
            setSuccessMessage(message);
          }}
          onCancel={() => setPanelOpen(false)}
        />
      ) : (
        <FormActions>
          <Button
            variant="primary"
            onClick={() => {
              setSuccessMessage(null);
              setPanelOpen(true);
            }}
          >
            Change Password
          </Button>
        </FormActions>
      )}
      {profile && <TwoFactorPanel profile={profile} />}
    </FormCard>
  );
}
