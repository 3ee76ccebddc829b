-- The workflow's actions: the code dispatches on core_function_key, so the rows ship
-- with the schema rather than with the optional reference seed.
INSERT INTO limit_request_actions (core_function_key, name_ar, name_en) VALUES
  ('assign_user', 'تعيين مستخدم', 'Assign user'),
  ('approve', 'موافقة', 'Approve'),
  ('reject', 'رفض', 'Reject'),
  ('cancel', 'إلغاء', 'Cancel'),
  ('upload_file', 'رفع ملف', 'Upload file'),
  ('close', 'إغلاق', 'Close')
ON CONFLICT (core_function_key) DO NOTHING;
--> statement-breakpoint
-- The list's total reads these rows instead of counting the whole table per request.
INSERT INTO limit_request_stats (decision_status) SELECT unnest(enum_range(NULL::limit_decision_status)) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement-level with transition tables, as client_stats_track (migration 0002).
CREATE OR REPLACE FUNCTION limit_request_stats_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT decision_status, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT decision_status, -1 AS sign FROM old_rows'
    ELSE 'SELECT decision_status, 1 AS sign FROM new_rows UNION ALL SELECT decision_status, -1 FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE limit_request_stats SET requests_count = 0;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO limit_request_stats AS s (decision_status, requests_count)
    SELECT decision_status, sum(sign) FROM (%s) AS changed
    GROUP BY decision_status
    HAVING sum(sign) <> 0
    ON CONFLICT (decision_status) DO UPDATE SET requests_count = s.requests_count + excluded.requests_count
  $sql$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER limit_requests_stats_insert AFTER INSERT ON limit_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION limit_request_stats_track();
--> statement-breakpoint
CREATE TRIGGER limit_requests_stats_update AFTER UPDATE ON limit_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION limit_request_stats_track();
--> statement-breakpoint
CREATE TRIGGER limit_requests_stats_delete AFTER DELETE ON limit_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION limit_request_stats_track();
--> statement-breakpoint
CREATE TRIGGER limit_requests_stats_truncate AFTER TRUNCATE ON limit_requests
  FOR EACH STATEMENT EXECUTE FUNCTION limit_request_stats_track();
