import { useState, type FormEvent } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { Button } from '@studio/shell-kit/ui/Button';
import { ButtonLink } from '@studio/shell-kit/ui/ButtonLink';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { customerExportUrl, useEraseCustomerMutation } from '../api/customer-data-api';
import { customerMessages } from '../config/messages';
import { useFileDownload } from '@studio/shell-kit/use-file-download';

interface Props {
  customer: Pick<CustomerListItem, '_id' | 'name'>;
  /** Admins only: the erasure. */
  canErase: boolean;
  onErased: () => void;
}

/** Under a customer's name: download their data (PDPA), and for admins erase them. */
export function CustomerDataControls({ customer, canErase, onErased }: Props) {
  const [erasing, setErasing] = useState(false);
  const download = useFileDownload(customerMessages.exportDataFailed);
  return (
    <>
      <ButtonLink
        size="sm"
        href={customerExportUrl(customer._id, 'json')}
        download
        onClick={download.onClick}
        aria-label={customerMessages.exportDataOf(customer.name)}
      >
        {customerMessages.exportData}
      </ButtonLink>
      <ErrorMessage message={download.failure} />
      {canErase && (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setErasing(true)}
          aria-label={customerMessages.eraseOf(customer.name)}
        >
          {customerMessages.erase}
        </Button>
      )}
      {erasing && (
        <EraseCustomerModal
          customer={customer}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            onErased();
          }}
        />
      )}
    </>
  );
}

function EraseCustomerModal({
  customer,
  onClose,
  onErased,
}: {
  customer: Pick<CustomerListItem, '_id' | 'name'>;
  onClose: () => void;
  onErased: () => void;
}) {
  const [eraseCustomer, erasure] = useEraseCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const confirmName = String(new FormData(event.currentTarget).get('confirmName') ?? '');
    const result = await eraseCustomer({ customerId: customer._id, body: { confirmName } });
    if ('error' in result) {
      setFailure(serverErrorMessage(result.error) ?? customerMessages.eraseFailed);
      return;
    }
    onErased();
  };

  return (
    <Modal title={customerMessages.eraseTitle} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>{customerMessages.eraseExplain(customer.name)}</p>
        <TextField
          label={customerMessages.eraseConfirmLabel}
          name="confirmName"
          autoComplete="off"
          required
        />
        <div className="form-actions">
          <Button
            type="submit"
            variant="danger"
            disabled={erasure.isLoading}
            aria-busy={erasure.isLoading}
          >
            {erasure.isLoading ? customerMessages.eraseSaving : customerMessages.eraseSubmit}
          </Button>
        </div>
        <ErrorMessage message={failure} />
      </form>
    </Modal>
  );
}
