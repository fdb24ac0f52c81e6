import { useState, type FormEvent } from 'react';
import { parqQuestions, type ConvertLeadBody, type Lead } from '@studio/contracts/leads';
import { Button } from '@studio/shell-kit/ui/Button';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import { TextAreaField } from '@studio/shell-kit/ui/TextAreaField';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { stageLabels } from '../config/messages';
import { zonedFormatter } from '@studio/shell-kit/business-time';

/** What the modal's forms do; each answers the server's error message, or null when it worked. */
export interface LeadActions {
  onAddNote: (note: string) => Promise<string | null>;
  onMarkLost: (reason: string) => Promise<string | null>;
  onConvert: (body: ConvertLeadBody) => Promise<string | null>;
  onConfirmPayment: () => Promise<string | null>;
}

interface Props extends LeadActions {
  lead: Lead;
  onClose: () => void;
}

const isOpen = (lead: Lead) => lead.stage !== 'converted' && lead.stage !== 'lost';

/** One lead: health answers, consents, source, notes, and the actions that move it on. */
export function LeadDetailsModal({
  lead,
  onClose,
  onAddNote,
  onMarkLost,
  onConvert,
  onConfirmPayment,
}: Props) {
  return (
    <Modal title={lead.name} onClose={onClose}>
      <dl className="lead-facts">
        <dt>Stage</dt>
        <dd>{stageLabels[lead.stage]}</dd>
        <dt>Goal</dt>
        <dd>{lead.goal}</dd>
        {lead.heardFrom && (
          <>
            <dt>Heard of us from</dt>
            <dd>{lead.heardFrom}</dd>
          </>
        )}
        <dt>Source</dt>
        <dd>
          {[lead.utm.source ?? 'direct', lead.utm.medium, lead.utm.campaign]
            .filter(Boolean)
            .join(' / ')}
        </dd>
        {lead.paymentReference && (
          <>
            <dt>PayNow reference</dt>
            <dd>{lead.paymentReference}</dd>
          </>
        )}
        {lead.lostReason && (
          <>
            <dt>Lost because</dt>
            <dd>{lead.lostReason}</dd>
          </>
        )}
        <dt>Consents</dt>
        <dd>
          Terms {lead.consent.terms}, PDPA notice {lead.consent.pdpa}, on{' '}
          {studioDateTime().format(new Date(lead.consent.at))}
        </dd>
      </dl>
      {lead.stage === 'trial booked' && (
        <ConfirmPayment lead={lead} onConfirmPayment={onConfirmPayment} />
      )}
      <HealthAnswers lead={lead} />
      <Notes lead={lead} onAddNote={onAddNote} />
      {isOpen(lead) && <ConvertForm onConvert={onConvert} />}
      {isOpen(lead) && <LostForm onMarkLost={onMarkLost} />}
    </Modal>
  );
}

/** Times as the studio reads them, whatever the browser's zone. */
const studioClock = zonedFormatter('en-SG', { hour: 'numeric', minute: '2-digit' });
const studioDateTime = zonedFormatter('en-SG', { dateStyle: 'short', timeStyle: 'medium' });
const clockTime = (instant: string) => studioClock().format(new Date(instant));

/** Staff saw the $100 with the lead's reference in the bank: the held time becomes the session. */
function ConfirmPayment({ lead, onConfirmPayment }: Pick<Props, 'lead' | 'onConfirmPayment'>) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    setError(await onConfirmPayment());
    setSaving(false);
  };
  return (
    <section aria-label="Payment" className="lead-section">
      <h3>Payment</h3>
      <p>
        Look for $100 with the reference <strong>{lead.paymentReference}</strong>
        {lead.holdExpiresAt
          ? ` before ${clockTime(lead.holdExpiresAt)}, when the time is released`
          : ''}
        .
      </p>
      <ErrorMessage message={error} />
      <Button variant="primary" onClick={() => void confirm()} disabled={saving}>
        {saving ? 'Confirming…' : 'Confirm the $100 payment'}
      </Button>
    </section>
  );
}

function HealthAnswers({ lead }: { lead: Lead }) {
  return (
    <section aria-label="Health questionnaire (PAR-Q)" className="lead-section">
      <h3>Health questionnaire (PAR-Q)</h3>
      {lead.healthFlag ? (
        <p className="lead-health-flag" role="note">
          At least one "yes": read the answers before the session.{' '}
          {lead.doctorClearance
            ? 'They confirmed a doctor has cleared them for exercise.'
            : 'They did not confirm a doctor’s clearance.'}
        </p>
      ) : (
        <p>All seven answers "no".</p>
      )}
      <ol className="lead-parq">
        {parqQuestions.map((question, index) => (
          <li key={question}>
            {question} <strong>{lead.parq[index] ? 'Yes' : 'No'}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Notes({ lead, onAddNote }: Pick<Props, 'lead' | 'onAddNote'>) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const failure = await onAddNote(note);
    setSaving(false);
    setError(failure);
    if (failure === null) setNote('');
  };
  return (
    <section aria-label="Notes" className="lead-section">
      <h3>Notes</h3>
      {lead.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="lead-notes">
          {lead.notes.map((entry) => (
            <li key={`${entry.createdAt}-${entry.text}`}>
              <p>{entry.text}</p>
              <small>
                {entry.authorName}, {studioDateTime().format(new Date(entry.createdAt))}
              </small>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <TextAreaField
          label="New note"
          value={note}
          maxLength={2000}
          required
          onChange={(event) => setNote(event.target.value)}
        />
        <ErrorMessage message={error} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Adding…' : 'Add note'}
        </Button>
      </form>
    </section>
  );
}

function ConvertForm({ onConvert }: Pick<Props, 'onConvert'>) {
  const [body, setBody] = useState<ConvertLeadBody>({ dateOfBirth: '', ic: '', sex: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(await onConvert(body));
    setSaving(false);
  };
  return (
    <form onSubmit={submit} className="lead-section" aria-label="Make a customer">
      <h3>Make a customer</h3>
      <p>Name, email and phone come from the lead; add what a customer record also needs.</p>
      <TextField
        label="Date of birth"
        type="date"
        required
        value={body.dateOfBirth}
        onChange={(event) => setBody({ ...body, dateOfBirth: event.target.value })}
      />
      <TextField
        label="IC (NRIC or FIN)"
        required
        maxLength={9}
        value={body.ic}
        onChange={(event) => setBody({ ...body, ic: event.target.value })}
      />
      <SelectField
        label="Sex"
        required
        value={body.sex}
        onChange={(event) => setBody({ ...body, sex: event.target.value })}
      >
        <option value="">Choose…</option>
        <option value="Female">Female</option>
        <option value="Male">Male</option>
      </SelectField>
      <ErrorMessage message={error} />
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? 'Making a customer…' : 'Make a customer'}
      </Button>
    </form>
  );
}

function LostForm({ onMarkLost }: Pick<Props, 'onMarkLost'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(await onMarkLost(reason));
  };
  return (
    <form onSubmit={submit} className="lead-section" aria-label="Mark lost">
      <TextField
        label="Why was this lead lost?"
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ErrorMessage message={error} />
      <Button type="submit" variant="danger">
        Mark lost
      </Button>
    </form>
  );
}
