-- A list filtered by one source counted that source's clients in the table (hundreds of
-- milliseconds at a million clients). The counters now keep a row per status, source and
-- shard, so every unsearched total is a sum of counters; the book adds the sources up.
-- Writers wait here until the rebuild below commits, so no write falls between the count
-- and the new trigger; taken before client_stats so a writer's trigger cannot deadlock with it.
LOCK TABLE "clients" IN SHARE MODE;--> statement-breakpoint
-- The old rows cannot say which source they counted: they are rebuilt from clients below.
DELETE FROM "client_stats";--> statement-breakpoint
ALTER TABLE "client_stats" ADD COLUMN "source" "client_source" NOT NULL;--> statement-breakpoint
ALTER TABLE "client_stats" DROP CONSTRAINT "client_stats_status_shard_pk";--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_status_source_shard_pk" PRIMARY KEY("status","source","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_stats_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, source, balance, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT status, source, balance, -1 AS sign FROM old_rows'
    ELSE 'SELECT status, source, balance, 1 AS sign FROM new_rows UNION ALL SELECT status, source, balance, -1 FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE client_stats SET clients_count = 0, balance_sum = 0;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO client_stats AS s (status, source, shard, clients_count, balance_sum)
    SELECT status, source, pg_backend_pid() %% 16, sum(sign), sum(sign * balance) FROM (%s) AS changed
    GROUP BY status, source
    HAVING sum(sign) <> 0 OR sum(sign * balance) <> 0
    ON CONFLICT (status, source, shard) DO UPDATE
      SET clients_count = s.clients_count + excluded.clients_count,
          balance_sum = s.balance_sum + excluded.balance_sum
  $sql$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Every status and source gets a row, as 0002 gave every status one, even with no clients yet.
INSERT INTO "client_stats" ("status", "source", "shard", "clients_count", "balance_sum")
SELECT status, source, 0, coalesce(sums.clients_count, 0), coalesce(sums.balance_sum, 0)
FROM unnest(enum_range(NULL::client_status)) AS status
CROSS JOIN unnest(enum_range(NULL::client_source)) AS source
LEFT JOIN (
  SELECT status, source, count(*) AS clients_count, sum(balance) AS balance_sum FROM "clients" GROUP BY status, source
) AS sums USING (status, source);
