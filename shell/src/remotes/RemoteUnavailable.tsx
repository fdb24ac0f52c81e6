interface Props {
  areaName: string;
  onRetry: () => void;
}

export function RemoteUnavailable({ areaName, onRetry }: Props) {
  return (
    <section className="remote-unavailable" role="alert">
      <h1>{areaName} is unavailable right now.</h1>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
