import type {
  RevenueReport,
  RevenueRow,
  RevenueSortKey,
  TrainerPayReport,
  TrainerPayRow,
  TrainerPaySortKey,
} from '@studio/contracts/reports';
import { revenueView, trainerPayView } from '../utils/report-views';
import type { PagedReportDefinition } from './PagedReportSection';
import {
  revenueColumns,
  revenueRowId,
  trainerPayColumns,
  trainerPayRowId,
} from './report-detail-columns';

export const trainerPayReport: PagedReportDefinition<
  TrainerPayReport,
  TrainerPayRow,
  TrainerPaySortKey
> = {
  title: 'Trainer pay',
  name: 'trainer-pay',
  view: trainerPayView,
  detailLabel: 'Trainer pay by trainer',
  columns: trainerPayColumns,
  rowId: trainerPayRowId,
};

export const revenueReport: PagedReportDefinition<RevenueReport, RevenueRow, RevenueSortKey> = {
  title: 'Revenue',
  name: 'revenue',
  view: revenueView,
  detailLabel: 'Revenue by trainer',
  columns: revenueColumns,
  rowId: revenueRowId,
};
