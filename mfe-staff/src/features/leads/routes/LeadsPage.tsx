import { useEffect, useState } from 'react';
import {
  leadStages,
  type ConvertLeadBody,
  type Lead,
  type LeadStage,
} from '@studio/contracts/leads';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useListRows } from '@studio/shell-kit/cursor-pages';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable } from '@studio/shell-kit/ui/DataTable';
import { Page } from '@studio/shell-kit/ui/Page';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { TableSearch } from '@studio/shell-kit/ui/TableSearch';
import {
  useAddLeadNoteMutation,
  useConfirmLeadPaymentMutation,
  useConvertLeadMutation,
  useLeadPageInfiniteQuery,
  useMarkLeadLostMutation,
} from '../api/leads-api';
import { leadColumns } from '../components/lead-columns';
import { LeadDetailsModal } from '../components/LeadDetailsModal';
import { leadMessages, stageLabels } from '../config/messages';
import '../components/leads.css';

/** The server is asked again once typing has paused this long. */
const searchDelayMs = 300;

/** /leads: the trial leads, newest first, by stage and search; one lead opens in a dialog. */
export function LeadsPage() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const [stage, setStage] = useState<LeadStage | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const leads = useLeadPageInfiniteQuery({ stage, q });
  const list = useListRows(leads);
  // The list has one order (newest first): no header sorts it.
  const sort = useServerSort<'created'>('created', 'desc');
  const [openId, setOpenId] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [addNote] = useAddLeadNoteMutation();
  const [markLost] = useMarkLeadLostMutation();
  const [convert] = useConvertLeadMutation();
  const [confirmPayment] = useConfirmLeadPaymentMutation();

  useEffect(() => {
    if (leads.error) console.error('Loading leads failed', leads.error);
  }, [leads.error]);

  const open = list.rows.find((lead) => lead._id === openId) ?? null;
  const answer = async (
    result: { data: unknown } | { error: Parameters<typeof serverErrorMessage>[0] },
    success: string,
  ): Promise<string | null> => {
    if ('error' in result)
      return serverErrorMessage(result.error) ?? 'That did not work. Please try again.';
    setBanner(success);
    return null;
  };

  return (
    <Page
      title={leadMessages.title}
      intro={isAdmin ? leadMessages.intro : leadMessages.trainerIntro}
    >
      <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      <div className="leads-filters">
        <SelectField
          label="Stage"
          value={stage}
          onChange={(event) => setStage(event.target.value as LeadStage | '')}
        >
          <option value="">All stages</option>
          {leadStages.map((value) => (
            <option key={value} value={value}>
              {stageLabels[value]}
            </option>
          ))}
        </SelectField>
        <TableSearch
          label="Search leads"
          placeholder="Name, email or phone"
          value={search}
          onChange={setSearch}
        />
      </div>
      <DataTable<Lead, 'created'>
        label="Leads"
        columns={leadColumns((lead) => setOpenId(lead._id), isAdmin)}
        list={list}
        rowId={(lead) => lead._id}
        sort={sort}
        emptyMessage={stage || q ? leadMessages.emptyFiltered : leadMessages.empty}
      />
      {open && (
        <LeadDetailsModal
          lead={open}
          onClose={() => setOpenId(null)}
          onAddNote={async (note) =>
            answer(await addNote({ id: open._id, note }), leadMessages.noteAdded)
          }
          onMarkLost={async (reason) =>
            answer(await markLost({ id: open._id, reason }), leadMessages.markedLost)
          }
          onConfirmPayment={async () =>
            answer(await confirmPayment(open._id), leadMessages.paymentConfirmed)
          }
          onConvert={async (body: ConvertLeadBody) =>
            answer(await convert({ id: open._id, body }), leadMessages.converted(open.name))
          }
        />
      )}
    </Page>
  );
}
