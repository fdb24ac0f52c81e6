import type { FunnelReport } from '@studio/contracts/leads';
import { callPortalApi } from './portal-api.js';
import { studioMonth } from './studio-dates.js';

type FunnelCount = 'visitors' | 'whatsappClicks' | 'holds' | 'paid' | 'attended' | 'converted';

/** This month's funnel report summed over the rows of one source (the owner's Reports screen). */
export async function funnelTotalsThisMonth(
  portalUrl: string,
  adminToken: string,
  source: string,
): Promise<Record<FunnelCount, number>> {
  const month = studioMonth();
  const report = await callPortalApi<FunnelReport>(
    portalUrl,
    adminToken,
    'GET',
    `/api/reports/funnel?from=${month}&to=${month}`,
  );
  const rows = report.rows.filter((row) => row.source === source);
  const total = (count: FunnelCount) => rows.reduce((sum, row) => sum + row[count], 0);
  return {
    visitors: total('visitors'),
    whatsappClicks: total('whatsappClicks'),
    holds: total('holds'),
    paid: total('paid'),
    attended: total('attended'),
    converted: total('converted'),
  };
}
