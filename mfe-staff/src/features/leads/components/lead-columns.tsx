import type { Lead } from '@studio/contracts/leads';
import { zonedFormatter } from '@studio/shell-kit/business-time';
import { formatShortDate } from '@studio/shell-kit/dates';
import type { DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import { Button } from '@studio/shell-kit/ui/Button';
import { leadMessages, stageLabels } from '../config/messages';

export type LeadColumn = DataTableColumn<Lead, 'created'>;

const sessionTime = zonedFormatter('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** The leads table's columns; names and notes are text nodes, so React escapes them. */
export function leadColumns(onOpen: (lead: Lead) => void, showTrainer: boolean): LeadColumn[] {
  const columns: LeadColumn[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (lead) => (
        <>
          <span className="lead-name">{lead.name}</span>
          {lead.healthFlag && <span className="lead-health-flag">{leadMessages.healthFlag}</span>}
        </>
      ),
    },
    { id: 'stage', header: 'Stage', cell: (lead) => stageLabels[lead.stage] },
    {
      id: 'contact',
      header: 'Contact',
      cell: (lead) => (
        <>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
          <br />
          <a href={`tel:+65${lead.phone}`}>+65 {lead.phone}</a>
        </>
      ),
    },
    {
      id: 'trial',
      header: 'Trial',
      cell: (lead) => (lead.sessionStart ? sessionTime().format(new Date(lead.sessionStart)) : '—'),
    },
    { id: 'source', header: 'Source', cell: (lead) => lead.utm.source ?? 'direct' },
    { id: 'asked', header: 'Asked on', cell: (lead) => formatShortDate(lead.createdAt) },
    {
      id: 'open',
      header: 'Details',
      cell: (lead) => (
        <Button size="sm" onClick={() => onOpen(lead)} aria-label={`Open ${lead.name}`}>
          Open
        </Button>
      ),
    },
  ];
  if (showTrainer)
    columns.splice(4, 0, {
      id: 'trainer',
      header: 'Trainer',
      cell: (lead) => lead.trainerName ?? '—',
    });
  return columns;
}
