import { useEffect, useMemo, useState } from 'react';
import type { PaymentSortKey } from '@studio/contracts/payment-page';
import { listAddress, useListRows } from '@studio/shell-kit/cursor-pages';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { TableSearch } from '@studio/shell-kit/ui/TableSearch';
import { usePaymentPageInfiniteQuery } from '../api/payments-api';
import { LoadMoreWhenVisible } from '../components/LoadMoreWhenVisible';
import { PaymentMonthTable } from '../components/PaymentMonthTable';
import { groupByMonth } from '../utils/payment-months';
import '../components/payments.css';
import { Button } from '@studio/shell-kit/ui/Button';
import { Page } from '@studio/shell-kit/ui/Page';

const paymentExportPath = '/api/payments/export.csv';

/** The server is asked again once typing has paused this long. */
const searchDelayMs = 300;

export const paymentsTitle = 'List of Payments (latest 2 months)';

/**
 * /payments: the two most recent months of payments, one table per month, sorted (newest first
 * until a header is chosen), searched and paged by the server.
 */
export function PaymentsPage() {
  const isAdmin = useSessionUser()?.role === 'admin';
  const sort = useServerSort<PaymentSortKey>('dateOfPayment', 'desc');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const request = { sort: sort.key, order: sort.order, q };
  const payments = usePaymentPageInfiniteQuery(request);
  const list = useListRows(payments);
  const months = useMemo(() => groupByMonth(list.rows), [list.rows]);

  // Spec section 8: loading failures are logged only.
  useEffect(() => {
    if (payments.error) console.error('Loading payments failed', payments.error);
  }, [payments.error]);

  const nothingToShow = list.status !== 'ready' || (months.length === 0 && !list.hasNextPage);
  return (
    <Page title={paymentsTitle} className="payments-page">
      <div className="payments-toolbar">
        {/* The payment service streams the two months as CSV, filtered and sorted as shown. */}
        <a
          className="payments-export"
          href={listAddress(paymentExportPath, request)}
          download="payments.csv"
        >
          Export CSV
        </a>
        <TableSearch
          label="Search payments"
          placeholder={isAdmin ? 'Customer name, email or trainer' : 'Customer name or email'}
          value={search}
          onChange={setSearch}
        />
      </div>
      {nothingToShow ? (
        <PaymentsListState status={list.status} searching={q !== ''} onRetry={list.retry} />
      ) : (
        months.map((month) => (
          <PaymentMonthTable
            key={month.month}
            month={month}
            list={list}
            sort={sort}
            showTrainer={isAdmin}
          />
        ))
      )}
      {list.status === 'ready' && (
        <LoadMoreWhenVisible
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          nextPageFailed={list.nextPageFailed ?? false}
          loadMore={list.loadMore}
        >
          Loading more payments…
        </LoadMoreWhenVisible>
      )}
    </Page>
  );
}

function PaymentsListState({
  status,
  searching,
  onRetry,
}: {
  status: 'loading' | 'error' | 'ready';
  searching: boolean;
  onRetry: () => void;
}) {
  if (status === 'loading')
    return (
      <p className="payments-status" role="status">
        Loading payments…
      </p>
    );
  if (status === 'error')
    return (
      <p className="payments-error" role="alert">
        The payments could not be loaded.{' '}
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </p>
    );
  return (
    <p className="payments-status">
      {searching ? 'No payments match this search.' : 'No payments in the latest 2 months.'}
    </p>
  );
}
