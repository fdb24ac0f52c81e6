import { lazy, Suspense, useState, type ComponentType } from 'react';
import { areaNameOf } from './remote-area-names';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadedRemotePage, loadRemotePage, type RemoteModuleId } from './remote-modules';
import { RemoteUnavailable } from './RemoteUnavailable';

// A page loaded before (or preloaded for the first render) shows at once, without Suspense.
function pageComponent(id: RemoteModuleId): ComponentType {
  return loadedRemotePage(id) ?? lazy(async () => ({ default: await loadRemotePage(id) }));
}

/**
 * One remote page in its own error boundary and Suspense. React.lazy remembers a rejection, so
 * "Try again" swaps in a fresh lazy component. Mount it with `key={id}`.
 */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const [{ Page, attempt }, setPage] = useState(() => ({ Page: pageComponent(id), attempt: 0 }));
  const retry = () =>
    setPage((previous) => ({ Page: pageComponent(id), attempt: previous.attempt + 1 }));
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={<RemoteUnavailable areaName={areaNameOf(id.split('/')[0] ?? '')} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <p className="remote-loading" role="status">
            Loading…
          </p>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
