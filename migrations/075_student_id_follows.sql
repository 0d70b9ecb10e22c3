-- Up Migration

-- Every row naming a pupil follows a change of their ID, as the attendance, marks, ledger and
-- subject-choice rows already do (issue 34): a pupil who had paid a spec fee (`fees`), had a
-- guardian or an absence notice could not have their ID corrected. What a deletion does is
-- unchanged: a payment still keeps its pupil; links and notices still go with them.
ALTER TABLE fees
  DROP CONSTRAINT fees_student_id_fkey,
  ADD CONSTRAINT fees_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id)
    ON UPDATE CASCADE ON DELETE RESTRICT;
ALTER TABLE student_guardians
  DROP CONSTRAINT student_guardians_student_id_fkey,
  ADD CONSTRAINT student_guardians_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id)
    ON UPDATE CASCADE ON DELETE CASCADE;
ALTER TABLE absence_alerts
  DROP CONSTRAINT absence_alerts_student_id_fkey,
  ADD CONSTRAINT absence_alerts_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id)
    ON UPDATE CASCADE ON DELETE CASCADE;

-- Down Migration
ALTER TABLE absence_alerts
  DROP CONSTRAINT absence_alerts_student_id_fkey,
  ADD CONSTRAINT absence_alerts_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id) ON DELETE CASCADE;
ALTER TABLE student_guardians
  DROP CONSTRAINT student_guardians_student_id_fkey,
  ADD CONSTRAINT student_guardians_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id) ON DELETE CASCADE;
ALTER TABLE fees
  DROP CONSTRAINT fees_student_id_fkey,
  ADD CONSTRAINT fees_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (student_id) ON DELETE RESTRICT;
