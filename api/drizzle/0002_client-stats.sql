-- Tiles read these rows instead of aggregating the whole clients table per request.
INSERT INTO client_stats (status) SELECT unnest(enum_range(NULL::client_status)) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert of a million rows updates
-- each status row once, not once per client.
CREATE OR REPLACE FUNCTION client_stats_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, balance, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT status, balance, -1 AS sign FROM old_rows'
    ELSE 'SELECT status, balance, 1 AS sign FROM new_rows UNION ALL SELECT status, balance, -1 FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE client_stats SET clients_count = 0, balance_sum = 0;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO client_stats AS s (status, clients_count, balance_sum)
    SELECT status, sum(sign), sum(sign * balance) FROM (%s) AS changed
    GROUP BY status
    HAVING sum(sign) <> 0 OR sum(sign * balance) <> 0
    ON CONFLICT (status) DO UPDATE
      SET clients_count = s.clients_count + excluded.clients_count,
          balance_sum = s.balance_sum + excluded.balance_sum
  $sql$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER clients_stats_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track();
--> statement-breakpoint
CREATE TRIGGER clients_stats_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track();
--> statement-breakpoint
CREATE TRIGGER clients_stats_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track();
--> statement-breakpoint
CREATE TRIGGER clients_stats_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track();
