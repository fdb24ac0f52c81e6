import { useState } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { portalAccessMessages as text } from '../config/portal-access-messages';
import { useInviteToPortalMutation, useRevokePortalAccessMutation } from '../api/portal-access-api';

/**
 * Under a customer's name: whether they use their own area of the portal (as the page's row says;
 * null when the account service could not say), and Invite (or a new invite) / Revoke.
 */
export function PortalAccessControl({
  customer,
}: {
  customer: Pick<CustomerListItem, '_id' | 'name' | 'portalAccess'>;
}) {
  const [invite, inviting] = useInviteToPortalMutation();
  const [revoke, revoking] = useRevokePortalAccessMutation();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const sendInvite = async () => {
    const result = await invite(customer._id);
    setNote(
      'error' in result
        ? {
            text: [text.inviteFailed, serverErrorMessage(result.error)].filter(Boolean).join(' '),
            failed: true,
          }
        : { text: text.invited(customer.name), failed: false },
    );
  };

  const endAccess = async () => {
    const result = await revoke(customer._id);
    setConfirmingRevoke(false);
    setNote(
      'error' in result
        ? {
            text: [text.revokeFailed, serverErrorMessage(result.error)].filter(Boolean).join(' '),
            failed: true,
          }
        : { text: text.revoked(customer.name), failed: false },
    );
  };

  const access = customer.portalAccess;
  return (
    <span className="customer-portal-access">
      <span className="customer-mark">{access ? text.state[access] : text.unknown}</span>
      {(access === 'none' || access === 'invited') && (
        <button
          type="button"
          className="table-button"
          aria-label={`${access === 'invited' ? text.inviteAgain : text.invite}: ${customer.name}`}
          disabled={inviting.isLoading}
          onClick={() => void sendInvite()}
        >
          {access === 'invited' ? text.inviteAgain : text.invite}
        </button>
      )}
      {(access === 'invited' || access === 'active') && (
        <button
          type="button"
          className="table-button"
          aria-label={`${text.revoke}: ${customer.name}`}
          onClick={() => setConfirmingRevoke(true)}
        >
          {text.revoke}
        </button>
      )}
      <span role={note?.failed ? 'alert' : 'status'} className="customer-portal-note">
        {note?.text}
      </span>
      {confirmingRevoke && (
        <Modal title={text.revokeTitle} onClose={() => setConfirmingRevoke(false)}>
          <p>{text.revokeBody(customer.name)}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() => setConfirmingRevoke(false)}
            >
              {text.keep}
            </button>
            <button
              type="button"
              className="button-primary"
              disabled={revoking.isLoading}
              onClick={() => void endAccess()}
            >
              {text.revokeConfirm}
            </button>
          </div>
        </Modal>
      )}
    </span>
  );
}
