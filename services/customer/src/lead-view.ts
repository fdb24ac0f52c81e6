import type { Lead } from '@studio/contracts/leads';
import type { LeadRow } from './store/leads.js';

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A lead as staff see it, the trial trainer with their current name. */
export function leadView(row: LeadRow, trainerNameOf: (trainerId: string) => string): Lead {
  return {
    _id: row.id,
    stage: row.stage,
    name: row.name,
    email: row.email,
    phone: row.phone,
    goal: row.goal,
    heardFrom: row.heard_from,
    parq: row.parq,
    healthFlag: row.health_flag,
    doctorClearance: row.doctor_clearance,
    consent: {
      terms: row.terms_version,
      pdpa: row.pdpa_version,
      at: new Date(row.consented_at).toISOString(),
    },
    utm: { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign },
    referrer: row.referrer,
    trainerId: row.trainer_id,
    trainerName: row.trainer_id ? trainerNameOf(row.trainer_id) : null,
    sessionId: row.session_id,
    sessionStart: isoOrNull(row.session_start),
    holdExpiresAt: row.hold_released_at ? null : isoOrNull(row.hold_expires_at),
    paymentReference: row.payment_reference,
    lostReason: row.lost_reason,
    customerId: row.customer_id,
    notes: row.notes.map((note) => ({
      text: note.text,
      authorName: note.author_name,
      createdAt: new Date(note.created_at).toISOString(),
    })),
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: isoOrNull(row.paid_at),
    attendedAt: isoOrNull(row.attended_at),
    convertedAt: isoOrNull(row.converted_at),
    lostAt: isoOrNull(row.lost_at),
  };
}
