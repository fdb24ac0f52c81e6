import type { Migration } from '@studio/service-kit/migrations';

/**
 * Progress (issue 30), in the customer service's schema beside the customers it belongs to, so
 * `npm run backup`'s `pg_dump` holds it and a restore brings it back with the rest.
 *
 * - `measurements`: one row per version of an entry. `entry_id` is the entry (the API's `_id`); a
 *   correction marks the current row `is_current = false` and adds version + 1, so history stays.
 * - `progress_photos`: the resized photo (JPEG) and its thumbnail (WebP) as `bytea`, metadata
 *   already stripped. Lists never select the two image columns.
 * - `photo_consents`: a customer's consent to show one pair, with the wording's version; withdrawn
 *   ones are kept (when and what was agreed), marked by `withdrawn_at`.
 * - `published_results`: the public copy of a published pair (before left, after right, 4:3, WebP
 *   at 400 and 800 px). Deleted when unpublished or when its consent is withdrawn.
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE customer.measurements (
      id uuid PRIMARY KEY,
      entry_id uuid NOT NULL,
      customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
      version int NOT NULL CHECK (version >= 1),
      is_current boolean NOT NULL,
      measured_on date NOT NULL,
      weight_kg numeric(4, 1) NULL,
      body_fat_pct numeric(3, 1) NULL,
      waist_cm numeric(4, 1) NULL,
      hips_cm numeric(4, 1) NULL,
      chest_cm numeric(4, 1) NULL,
      arm_cm numeric(3, 1) NULL,
      thigh_cm numeric(4, 1) NULL,
      resting_hr smallint NULL,
      note text NULL,
      recorded_by_id text NOT NULL,
      recorded_by_role text NOT NULL,
      recorded_at timestamptz NOT NULL,
      UNIQUE (entry_id, version)
    );
    CREATE UNIQUE INDEX measurements_current ON customer.measurements (entry_id) WHERE is_current;
    CREATE INDEX measurements_by_customer
      ON customer.measurements (customer_id, measured_on) WHERE is_current;

    CREATE TABLE customer.progress_photos (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
      taken_on date NOT NULL,
      pose text NOT NULL CHECK (pose IN ('front', 'side', 'back')),
      image bytea NOT NULL,
      thumb bytea NOT NULL,
      uploaded_by_id text NOT NULL,
      uploaded_by_role text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX progress_photos_by_customer
      ON customer.progress_photos (customer_id, taken_on DESC, created_at);

    CREATE TABLE customer.photo_consents (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
      before_photo_id uuid NOT NULL REFERENCES customer.progress_photos (id) ON DELETE CASCADE,
      after_photo_id uuid NOT NULL REFERENCES customer.progress_photos (id) ON DELETE CASCADE,
      wording_version text NOT NULL,
      granted_at timestamptz NOT NULL,
      withdrawn_at timestamptz NULL
    );
    CREATE UNIQUE INDEX photo_consents_in_force
      ON customer.photo_consents (before_photo_id, after_photo_id) WHERE withdrawn_at IS NULL;
    CREATE INDEX photo_consents_by_customer ON customer.photo_consents (customer_id, granted_at);

    CREATE TABLE customer.published_results (
      id uuid PRIMARY KEY,
      consent_id uuid NOT NULL UNIQUE REFERENCES customer.photo_consents (id) ON DELETE CASCADE,
      caption text NOT NULL,
      published_by_id text NOT NULL,
      published_at timestamptz NOT NULL,
      image_400 bytea NOT NULL,
      image_800 bytea NOT NULL
    );
    CREATE INDEX published_results_newest ON customer.published_results (published_at DESC, id);
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TABLE customer.published_results;
    DROP TABLE customer.photo_consents;
    DROP TABLE customer.progress_photos;
    DROP TABLE customer.measurements;
  `);
};
