import { useState } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import { LazyProgressModal } from '@studio/shell-kit/progress/LazyProgressModal';
import { Button } from '@studio/shell-kit/ui/Button';

/** Under a customer's name: their measurements and photos (record, upload, see them charted). */
export function CustomerProgressButton({
  customer,
}: {
  customer: Pick<CustomerListItem, '_id' | 'name'>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Progress of ${customer.name}`}>
        Progress
      </Button>
      {open && <LazyProgressModal customer={customer} onClose={() => setOpen(false)} />}
    </>
  );
}
