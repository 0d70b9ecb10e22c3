-- Up Migration

-- The weekly message to guardians about a child newly at risk (issue 35). Each week's run is
-- recorded once (a second run in the same week, or a second process, does nothing), with the
-- pupils it listed: the next run tells only of a child who was not on the list before. What was
-- sent, to whom and why is kept beside the message in the outbox.
CREATE TABLE at_risk_weeks (
  week_start date PRIMARY KEY CHECK (extract(isodow FROM week_start) = 1),
  ran_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE at_risk_listed (
  week_start date NOT NULL REFERENCES at_risk_weeks (week_start) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  PRIMARY KEY (week_start, student_id)
);
CREATE INDEX at_risk_listed_student_idx ON at_risk_listed (student_id);

CREATE TABLE at_risk_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  week_start date NOT NULL REFERENCES at_risk_weeks (week_start) ON DELETE CASCADE,
  guardian_id bigint NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  mail_id bigint NOT NULL REFERENCES mail_outbox (id),
  reasons text[] NOT NULL,
  UNIQUE (guardian_id, student_id, week_start)
);
CREATE INDEX at_risk_messages_student_idx ON at_risk_messages (student_id);
CREATE INDEX at_risk_messages_mail_idx ON at_risk_messages (mail_id);

-- Down Migration
DROP TABLE at_risk_messages;
DROP TABLE at_risk_listed;
DROP TABLE at_risk_weeks;
