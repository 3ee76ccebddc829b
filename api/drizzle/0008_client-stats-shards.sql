-- Every creation used to update the one counter row of its status and hold that row's lock
-- until commit, so concurrent creations queued behind each other. Each status now has a row
-- per shard, chosen by the writing connection; readers add the shards up.
ALTER TABLE "client_stats" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_stats" DROP CONSTRAINT "client_stats_pkey";--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_status_shard_pk" PRIMARY KEY("status","shard");--> statement-breakpoint
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
    INSERT INTO client_stats AS s (status, shard, clients_count, balance_sum)
    SELECT status, pg_backend_pid() %% 16, sum(sign), sum(sign * balance) FROM (%s) AS changed
    GROUP BY status
    HAVING sum(sign) <> 0 OR sum(sign * balance) <> 0
    ON CONFLICT (status, shard) DO UPDATE
      SET clients_count = s.clients_count + excluded.clients_count,
          balance_sum = s.balance_sum + excluded.balance_sum
  $sql$, changed);
  RETURN NULL;
END
$fn$;
