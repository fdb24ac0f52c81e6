import { useState } from 'react';
import { LazyProgressModal } from '@studio/shell-kit/progress/LazyProgressModal';
import { Button } from '@studio/shell-kit/ui/Button';

/**
 * In a session's dialog: the customer's progress, to record a measurement or photos right after
 * the session. Its dialog opens over the session's (outside the session's form, so its own forms
 * never submit the session).
 */
export function SessionProgressButton({ customer }: { customer: { _id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Progress</Button>
      {open && <LazyProgressModal customer={customer} onClose={() => setOpen(false)} />}
    </>
  );
}
