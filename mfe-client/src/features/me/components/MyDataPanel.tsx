import { Button } from '@studio/shell-kit/ui/Button';
import { ButtonLink } from '@studio/shell-kit/ui/ButtonLink';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { messages } from '../../../config/messages';
import { myDataExportUrls, useStopEmailsMutation, type MyCustomer } from '../api/my-account-api';
import { useFileDownload } from '@studio/shell-kit/use-file-download';

/**
 * The customer's rights over their data (PDPA): download it all, as JSON or a readable summary,
 * and stop mail with one click.
 */
export function MyDataPanel({ customer }: { customer: MyCustomer }) {
  const [stopEmails, stopping] = useStopEmailsMutation();
  const download = useFileDownload(messages.downloadFailed);
  return (
    <div className="me-data">
      <p>{messages.myDataIntro}</p>
      <p className="me-actions">
        <ButtonLink
          href={myDataExportUrls.json}
          download
          variant="secondary"
          onClick={download.onClick}
        >
          {messages.downloadDataJson}
        </ButtonLink>
        <ButtonLink
          href={myDataExportUrls.html}
          download
          variant="secondary"
          onClick={download.onClick}
        >
          {messages.downloadDataHtml}
        </ButtonLink>
      </p>
      <ErrorMessage message={download.failure} />
      <p aria-live="polite">{customer.emailsOff ? messages.emailsOff : messages.emailsOn}</p>
      {!customer.emailsOff && (
        <Button
          variant="secondary"
          onClick={() => void stopEmails()}
          disabled={stopping.isLoading}
          aria-busy={stopping.isLoading}
        >
          {messages.stopEmails}
        </Button>
      )}
      <ErrorMessage message={stopping.isError ? messages.stopEmailsFailed : null} />
    </div>
  );
}
