-- Up Migration

-- What each pupil still owes of each due, and each pupil's balance, kept by PostgreSQL itself in
-- the same statement as any change to the ledger or to what a payment was put on (issue 34).
-- The whole school's defaulters, the office's figures by class and the next week's dues then
-- read a few thousand rows instead of working out every ledger of the school on every request.
--
-- What is left of a due does not depend on the day: money the office put on chosen dues stays
-- there, the rest of the pupil's payments less refunds pays their dues oldest first (due date,
-- then id), as dues-state.ts does. Which of the dues left are overdue is the reader's question,
-- asked with its own today. Only dues with something left are kept.
CREATE TABLE fee_open_dues (
  due_id bigint PRIMARY KEY REFERENCES fee_entries (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  due_date date NOT NULL,
  outstanding bigint NOT NULL CHECK (outstanding > 0)
);
-- Dues before a day, read from the index alone; a pupil's own for the rebuild.
CREATE INDEX fee_open_dues_date_idx ON fee_open_dues (due_date) INCLUDE (student_id, outstanding);
CREATE INDEX fee_open_dues_student_idx ON fee_open_dues (student_id);

-- The sum of a pupil's entries: charges and late fees less concessions, waivers, cancellations,
-- write-offs and payments, plus refunds (each entry's sign is its effect on the balance).
CREATE TABLE fee_balances (
  student_id text PRIMARY KEY REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  balance bigint NOT NULL
);

-- Rebuilds the open dues and balances of these pupils from their ledgers: one pass over their
-- entries whatever their number (a promotion of the whole school is one call). Only rows whose
-- figure changed are written: charging next year's dues adds rows and leaves this year's alone.
-- Each statement is planned for the call, with the number of pupils known (EXECUTE ... USING):
-- a plan made for a few pupils (nested loops over the steps) is quadratic for a whole school.
-- A bulk call (a class, a school) hashes its steps whatever the statistics say: inside the
-- transaction that filled the ledger they still describe it as it was, often empty.
CREATE FUNCTION fee_rebuild_pupils(ids text[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  loops text := current_setting('enable_nestloop');
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 200 THEN
    PERFORM set_config('enable_nestloop', 'off', true);
  END IF;
  EXECUTE $q$
  WITH pupils AS (SELECT DISTINCT u.id AS student_id FROM unnest($1::text[]) AS u (id)),
  entries AS MATERIALIZED (
    SELECT e.id, e.student_id, e.entry_date, e.kind, e.due_id, e.amount FROM pupils p JOIN fee_entries e ON e.student_id = p.student_id),
  reduced AS (
    SELECT due_id, sum(amount) AS amount FROM entries WHERE kind IN ('concession', 'waiver', 'cancel', 'write_off') GROUP BY due_id),
  chosen AS (
    SELECT a.due_id, sum(a.amount) AS amount FROM entries e JOIN fee_allocations a ON a.payment_id = e.id
    WHERE e.kind = 'payment' AND a.chosen GROUP BY a.due_id),
  dues AS (
    SELECT d.id, d.student_id, d.entry_date, d.amount + coalesce(r.amount, 0) AS net, coalesce(c.amount, 0) AS chosen
    FROM entries d LEFT JOIN reduced r ON r.due_id = d.id LEFT JOIN chosen c ON c.due_id = d.id
    WHERE d.kind IN ('charge', 'late_fee')),
  kept AS (
    SELECT d.*, least(d.net, d.chosen) AS hard, d.net - least(d.net, d.chosen) AS rest,
           sum(d.net - least(d.net, d.chosen)) OVER (PARTITION BY d.student_id ORDER BY d.entry_date, d.id) AS upto
    FROM dues d),
  credit AS (
    SELECT student_id, -sum(amount) AS credit FROM entries WHERE kind IN ('payment', 'refund') GROUP BY student_id),
  free AS (
    SELECT k.student_id, coalesce(min(c.credit), 0) - sum(k.hard) AS free
    FROM kept k LEFT JOIN credit c ON c.student_id = k.student_id GROUP BY k.student_id),
  fresh AS MATERIALIZED (
    SELECT * FROM (
      SELECT k.id, k.student_id, k.entry_date, k.rest - greatest(0, least(k.rest, f.free - (k.upto - k.rest))) AS owed
      FROM kept k JOIN free f ON f.student_id = k.student_id) o
    WHERE owed > 0),
  -- Disjoint from the rows the insert below touches: those are in `fresh`, these are not.
  gone AS (
    DELETE FROM fee_open_dues o USING pupils p
    WHERE o.student_id = p.student_id AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.id = o.due_id))
  INSERT INTO fee_open_dues AS o (due_id, student_id, due_date, outstanding)
  SELECT id, student_id, entry_date, owed FROM fresh
  ON CONFLICT (due_id) DO UPDATE SET student_id = EXCLUDED.student_id, due_date = EXCLUDED.due_date, outstanding = EXCLUDED.outstanding
  WHERE (o.student_id, o.due_date, o.outstanding) IS DISTINCT FROM (EXCLUDED.student_id, EXCLUDED.due_date, EXCLUDED.outstanding)
  $q$ USING ids;
  EXECUTE $q$
  WITH pupils AS (SELECT DISTINCT u.id AS student_id FROM unnest($1::text[]) AS u (id)),
  fresh AS MATERIALIZED (
    SELECT e.student_id, sum(e.amount) AS balance FROM pupils p JOIN fee_entries e ON e.student_id = p.student_id
    GROUP BY e.student_id),
  gone AS (
    DELETE FROM fee_balances b USING pupils p
    WHERE b.student_id = p.student_id AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.student_id = b.student_id))
  INSERT INTO fee_balances AS b (student_id, balance) SELECT student_id, balance FROM fresh
  ON CONFLICT (student_id) DO UPDATE SET balance = EXCLUDED.balance WHERE b.balance <> EXCLUDED.balance
  $q$ USING ids;
  PERFORM set_config('enable_nestloop', loops, true);
END
$fn$;

-- Statement-level, with the rows the statement changed: a payment rebuilds one pupil, a class's
-- charges one class, in the statement's own transaction.
CREATE FUNCTION fee_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM old_rows));
  ELSE
    PERFORM fee_rebuild_pupils(array(SELECT student_id FROM new_rows UNION SELECT student_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

-- An allocation names its payment; the payment names the pupil. One whose payment is already
-- gone (deleted with it) is rebuilt by the ledger's own trigger.
CREATE FUNCTION fee_allocations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT e.student_id FROM new_rows a JOIN fee_entries e ON e.id = a.payment_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT e.student_id FROM old_rows a JOIN fee_entries e ON e.id = a.payment_id));
  ELSE
    PERFORM fee_rebuild_pupils(array(
      SELECT e.student_id FROM new_rows a JOIN fee_entries e ON e.id = a.payment_id
      UNION SELECT e.student_id FROM old_rows a JOIN fee_entries e ON e.id = a.payment_id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER fee_entries_open_dues_insert AFTER INSERT ON fee_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_entries_changed();
CREATE TRIGGER fee_entries_open_dues_update AFTER UPDATE ON fee_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_entries_changed();
CREATE TRIGGER fee_entries_open_dues_delete AFTER DELETE ON fee_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_entries_changed();
CREATE TRIGGER fee_allocations_open_dues_insert AFTER INSERT ON fee_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_allocations_changed();
CREATE TRIGGER fee_allocations_open_dues_update AFTER UPDATE ON fee_allocations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_allocations_changed();
CREATE TRIGGER fee_allocations_open_dues_delete AFTER DELETE ON fee_allocations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_allocations_changed();

-- The ledgers already kept.
SELECT fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM fee_entries));

-- Down Migration
DROP TRIGGER fee_allocations_open_dues_delete ON fee_allocations;
DROP TRIGGER fee_allocations_open_dues_update ON fee_allocations;
DROP TRIGGER fee_allocations_open_dues_insert ON fee_allocations;
DROP TRIGGER fee_entries_open_dues_delete ON fee_entries;
DROP TRIGGER fee_entries_open_dues_update ON fee_entries;
DROP TRIGGER fee_entries_open_dues_insert ON fee_entries;
DROP FUNCTION fee_allocations_changed();
DROP FUNCTION fee_entries_changed();
DROP FUNCTION fee_rebuild_pupils(text[]);
DROP TABLE fee_balances;
DROP TABLE fee_open_dues;
