import { useState } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import { ProgressModal } from '@studio/shell-kit/progress/ProgressModal';
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
      {open && <ProgressModal customer={customer} onClose={() => setOpen(false)} />}
    </>
  );
}
