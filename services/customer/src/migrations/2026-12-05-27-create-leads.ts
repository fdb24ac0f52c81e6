import type { Migration } from '@studio/service-kit/migrations';

/**
 * Leads (issue 27), beside the customers they become: converting one is a state change in one
 * transaction (`customer_id` set, `stage` = 'converted').
 *
 * - `leads`: one per trial request. At most one open hold per email and per phone is kept by the
 *   partial unique indexes (a hold is open while the stage is 'trial booked' and it has not
 *   been released). Consents keep the versions accepted and the time.
 * - `lead_notes`: staff notes, kept as written (escaped where shown).
 * - `site_events`: anonymous counts from the public pages (trial page views, WhatsApp clicks),
 *   no cookie and no address, only the page and the source read from its query.
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE customer.leads (
      id uuid PRIMARY KEY,
      stage text NOT NULL CHECK (stage IN ('new', 'trial booked', 'paid', 'attended', 'converted', 'lost')),
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      goal text NOT NULL,
      heard_from text NULL,
      parq boolean[] NOT NULL CHECK (cardinality(parq) = 7),
      health_flag boolean NOT NULL,
      doctor_clearance boolean NULL,
      terms_version text NOT NULL,
      pdpa_version text NOT NULL,
      consented_at timestamptz NOT NULL,
      utm_source text NULL,
      utm_medium text NULL,
      utm_campaign text NULL,
      referrer text NULL,
      trainer_id uuid NULL,
      session_id uuid NULL,
      session_start timestamptz NULL,
      hold_expires_at timestamptz NULL,
      hold_released_at timestamptz NULL,
      payment_reference text NULL UNIQUE,
      payment_id text NULL,
      lost_reason text NULL,
      customer_id uuid NULL UNIQUE REFERENCES customer.customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      paid_at timestamptz NULL,
      attended_at timestamptz NULL,
      converted_at timestamptz NULL,
      lost_at timestamptz NULL
    );
    CREATE INDEX leads_newest_first ON customer.leads (created_at DESC, id DESC);
    CREATE INDEX leads_by_trainer ON customer.leads (trainer_id, created_at DESC, id DESC);
    CREATE INDEX leads_by_session ON customer.leads (session_id) WHERE session_id IS NOT NULL;
    CREATE INDEX leads_by_customer_email ON customer.leads (email);
    CREATE UNIQUE INDEX leads_one_open_hold_per_email ON customer.leads (email)
      WHERE stage = 'trial booked' AND hold_released_at IS NULL;
    CREATE UNIQUE INDEX leads_one_open_hold_per_phone ON customer.leads (phone)
      WHERE stage = 'trial booked' AND hold_released_at IS NULL;
    CREATE INDEX leads_holds_to_release ON customer.leads (hold_expires_at)
      WHERE stage = 'trial booked' AND hold_released_at IS NULL;

    CREATE TABLE customer.lead_notes (
      id uuid PRIMARY KEY,
      lead_id uuid NOT NULL REFERENCES customer.leads (id) ON DELETE CASCADE,
      author_id text NOT NULL,
      author_name text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX lead_notes_by_lead ON customer.lead_notes (lead_id, created_at);

    CREATE TABLE customer.site_events (
      id bigserial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('whatsapp-click', 'trial-view')),
      page text NOT NULL,
      source text NULL,
      occurred_at timestamptz NOT NULL
    );
    CREATE INDEX site_events_by_time ON customer.site_events (occurred_at);
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TABLE customer.site_events;
    DROP TABLE customer.lead_notes;
    DROP TABLE customer.leads;
  `);
};
