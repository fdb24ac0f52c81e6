import { lazy, Suspense, type ComponentProps } from 'react';

const ProgressModal = lazy(() =>
  import('@studio/shell-kit/progress/ProgressModal').then((module) => ({
    default: module.ProgressModal,
  })),
);

/**
 * The staff's progress dialog, its code (forms, photos, chart, the contracts' TypeBox checks,
 * about 20 KB gzip) fetched when someone opens it: the customers and schedule screens that offer
 * it no longer load it with the screen.
 */
export function LazyProgressModal(props: ComponentProps<typeof ProgressModal>) {
  return (
    <Suspense fallback={null}>
      <ProgressModal {...props} />
    </Suspense>
  );
}
