import './tokens.css';
import './banner.css';

interface Props {
  message: string | null | undefined;
  /** The server's explanation, shown under the message when there is one. */
  detail?: string | null | undefined;
}

/** A red error message, announced when it appears; renders nothing without a message. */
export function ErrorMessage({ message, detail }: Props) {
  if (!message) return null;
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}
