import type {
  RevenueRow,
  RevenueSortKey,
  TrainerPayRow,
  TrainerPaySortKey,
} from '@studio/contracts/reports';
import type { DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import { formatMonthYear } from '../../../lib/format-dates';
import { formatCents } from '../../../lib/format-money';

export const trainerPayColumns: readonly DataTableColumn<TrainerPayRow, TrainerPaySortKey>[] = [
  { id: 'month', header: 'Month', sortKey: 'month', cell: (row) => formatMonthYear(row.month) },
  { id: 'trainer', header: 'Trainer', sortKey: 'trainer', cell: (row) => row.trainer.name },
  {
    id: 'sessions',
    header: 'Completed sessions',
    sortKey: 'completedSessions',
    cell: (row) => row.completedSessions,
  },
  {
    id: 'rate',
    header: 'Rate per session',
    sortKey: 'ratePerSessionCents',
    cell: (row) =>
      row.ratePerSessionCents === null ? 'No rate set' : formatCents(row.ratePerSessionCents),
  },
  { id: 'pay', header: 'Pay', sortKey: 'amountCents', cell: (row) => formatCents(row.amountCents) },
];

/** A month a rate change splits has a row per rate. */
export const trainerPayRowId = (row: TrainerPayRow) =>
  `${row.month}-${row.trainer._id}-${row.ratePerSessionCents ?? 'none'}`;

export const revenueColumns: readonly DataTableColumn<RevenueRow, RevenueSortKey>[] = [
  { id: 'month', header: 'Month', sortKey: 'month', cell: (row) => formatMonthYear(row.month) },
  { id: 'trainer', header: 'Trainer', sortKey: 'trainer', cell: (row) => row.trainer.name },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amountCents',
    cell: (row) => formatCents(row.amountCents),
  },
  { id: 'packages', header: 'Packages', sortKey: 'packages', cell: (row) => row.packages },
  {
    id: 'sessions',
    header: 'Sessions sold',
    sortKey: 'sessionsSold',
    cell: (row) => row.sessionsSold,
  },
];

export const revenueRowId = (row: RevenueRow) => `${row.month}-${row.trainer._id}`;

/** A detail row's name for screen readers: whose figures, and which month. */
export const detailRowLabel = (row: { month: string; trainer: { name: string } }) =>
  `${row.trainer.name}, ${formatMonthYear(row.month)}`;
