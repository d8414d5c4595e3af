-- GET /api/profile compares the application row's version (xmin) with the one it last read and
-- then leaves out what it read before. What the profile shows beside the row (the statuses
-- reached, the log-in times, the document answers) gives the row a new version when it
-- changes, whichever process writes it, so that one comparison covers the whole profile. The
-- update assigns a column its own value: nothing the row holds changes, only its version.
CREATE FUNCTION application_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE applications SET updated_at = updated_at WHERE applicant_id = OLD.applicant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE applications SET updated_at = updated_at WHERE applicant_id = NEW.applicant_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER web_statuses_profile_changed AFTER INSERT OR UPDATE OR DELETE ON web_statuses
  FOR EACH ROW EXECUTE FUNCTION application_profile_changed();
CREATE TRIGGER successful_logins_profile_changed
  AFTER INSERT OR UPDATE OR DELETE ON successful_logins
  FOR EACH ROW EXECUTE FUNCTION application_profile_changed();
CREATE TRIGGER document_answers_profile_changed
  AFTER INSERT OR UPDATE OR DELETE ON document_answers
  FOR EACH ROW EXECUTE FUNCTION application_profile_changed();

-- What the profile shows beside the row, read only when the row's version is not the one the
-- server kept: a function call, where subqueries in the profile's statement cost PostgreSQL
-- their setup on every read even when left unread (about a quarter of an unchanged read).
CREATE FUNCTION application_profile_parts(applicant uuid) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'web_statuses', (SELECT coalesce(json_agg(w.web_status), '[]'::json)
                       FROM web_statuses w WHERE w.applicant_id = applicant),
    'logins', (SELECT coalesce(json_agg(l.logged_in_at ORDER BY l.id), '[]'::json)
                 FROM successful_logins l WHERE l.applicant_id = applicant),
    'documents', (SELECT coalesce(json_object_agg(d.answer_key, json_build_object(
                           'file_name', d.file_name, 'file_size', d.file_size)
                           ORDER BY d.answer_key), '{}'::json)
                    FROM document_answers d WHERE d.applicant_id = applicant));
END
$$;
