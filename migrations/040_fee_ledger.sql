-- Up Migration

-- Fees as a school runs them (issue 34): heads, a structure per year and class, and one ledger
-- per pupil. Money is kept in paise (bigint), never as a float; answers write it as decimals.

-- What a school charges for (tuition, exam, transport...): data of the school, not a constant.
-- The sibling rule takes its percentage off the tuition heads.
CREATE TABLE fee_heads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  is_tuition boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX fee_heads_name_key ON fee_heads (lower(name));

-- One head of one class's structure in one year, and its instalments (which add up to it).
CREATE TABLE fee_structures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  head_id bigint NOT NULL REFERENCES fee_heads (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  -- A pupil admitted during the year after this was set pays from the month of joining.
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (year_id, class, head_id)
);
CREATE TABLE fee_instalments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  structure_id bigint NOT NULL REFERENCES fee_structures (id) ON DELETE CASCADE,
  due_date date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0)
);
CREATE INDEX fee_instalments_structure_idx ON fee_instalments (structure_id, due_date);

-- The school's fee rules, one row: the sibling rule, late fees, and where a mid-year pupil's
-- charges start.
CREATE TABLE fee_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  sibling_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (sibling_percent BETWEEN 0 AND 100),
  late_fee_kind text NOT NULL DEFAULT 'none' CHECK (late_fee_kind IN ('none', 'per_day', 'flat')),
  late_fee_amount bigint NOT NULL DEFAULT 0 CHECK (late_fee_amount >= 0),
  grace_days integer NOT NULL DEFAULT 0 CHECK (grace_days BETWEEN 0 AND 365),
  mid_year_from text NOT NULL DEFAULT 'joining_month' CHECK (mid_year_from IN ('joining_month', 'year_start'))
);
INSERT INTO fee_settings DEFAULT VALUES;

-- A concession granted to a pupil on a head for a year: a percentage (which also reduces the
-- head's charges posted later) or an amount, with the reason and who granted it.
CREATE TABLE fee_concessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  head_id bigint NOT NULL REFERENCES fee_heads (id) ON DELETE RESTRICT,
  percent numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
  amount bigint CHECK (amount > 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  is_sibling_rule boolean NOT NULL DEFAULT false,
  granted_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent IS NULL) <> (amount IS NULL))
);
CREATE INDEX fee_concessions_student_idx ON fee_concessions (student_id, year_id);
CREATE UNIQUE INDEX fee_concessions_sibling_once ON fee_concessions (student_id, year_id, head_id) WHERE is_sibling_rule;

-- The ledger. `amount` is the entry's effect on the balance in paise, its sign fixed by its kind:
-- dues (charge, late_fee) and refunds raise it; concessions, waivers, cancellations, write-offs
-- and payments lower it. `due_id` names the due an entry reduces (or, for a late fee, the charge
-- it is a penalty on). A payment is a spec fee row (`fees`), so editing or deleting that row
-- changes or removes its entry. Nothing is deleted otherwise: a cancelled charge stays, with
-- the cancellation beside it.
CREATE TABLE fee_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  year_id bigint REFERENCES academic_years (id) ON DELETE CASCADE,
  entry_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('charge', 'late_fee', 'concession', 'waiver', 'cancel', 'write_off', 'payment', 'refund')),
  head_id bigint REFERENCES fee_heads (id) ON DELETE RESTRICT,
  instalment_id bigint REFERENCES fee_instalments (id) ON DELETE SET NULL,
  due_id bigint REFERENCES fee_entries (id) ON DELETE CASCADE,
  fee_id bigint UNIQUE REFERENCES fees (fee_id) ON DELETE CASCADE,
  concession_id bigint REFERENCES fee_concessions (id) ON DELETE SET NULL,
  amount bigint NOT NULL,
  reason text CHECK (length(reason) <= 200),
  recorded_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (CASE WHEN kind IN ('charge', 'late_fee', 'refund') THEN amount > 0 ELSE amount < 0 END),
  CHECK ((kind = 'payment') = (fee_id IS NOT NULL)),
  CHECK ((kind IN ('concession', 'waiver', 'cancel', 'write_off', 'late_fee')) = (due_id IS NOT NULL))
);
CREATE INDEX fee_entries_student_idx ON fee_entries (student_id, entry_date, id);
CREATE INDEX fee_entries_due_idx ON fee_entries (due_id) WHERE due_id IS NOT NULL;
CREATE INDEX fee_entries_instalment_idx ON fee_entries (instalment_id) WHERE instalment_id IS NOT NULL;
CREATE INDEX fee_entries_year_kind_idx ON fee_entries (year_id, kind);

-- What each payment paid: chosen by the office (kept to) or oldest first (what the receipt says).
CREATE TABLE fee_allocations (
  payment_id bigint NOT NULL REFERENCES fee_entries (id) ON DELETE CASCADE,
  due_id bigint NOT NULL REFERENCES fee_entries (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  chosen boolean NOT NULL DEFAULT false,
  PRIMARY KEY (payment_id, due_id)
);
CREATE INDEX fee_allocations_due_idx ON fee_allocations (due_id);

-- A reminder of a pupil's dues sent to a guardian: once per guardian, pupil, amount and day.
CREATE TABLE fee_reminders (
  guardian_id bigint NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  sent_on date NOT NULL,
  amount bigint NOT NULL,
  due_date date NOT NULL,
  mail_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL,
  PRIMARY KEY (guardian_id, student_id, sent_on, amount, due_date)
);

-- Down Migration
DROP TABLE fee_reminders;
DROP TABLE fee_allocations;
DROP TABLE fee_entries;
DROP TABLE fee_concessions;
DROP TABLE fee_settings;
DROP TABLE fee_instalments;
DROP TABLE fee_structures;
DROP TABLE fee_heads;
