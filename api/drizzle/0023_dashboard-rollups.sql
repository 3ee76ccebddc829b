CREATE TABLE "dashboard_request_counts" (
	"request_status" "limit_request_status" NOT NULL,
	"assigned_to" integer DEFAULT 0 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"requests_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_request_counts_request_status_assigned_to_created_by_shard_pk" PRIMARY KEY("request_status","assigned_to","created_by","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_client_counts" (
	"created_by" integer DEFAULT 0 NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"clients_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_client_counts_created_by_shard_pk" PRIMARY KEY("created_by","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily_requests" (
	"day" date NOT NULL,
	"dimension" smallint NOT NULL,
	"key_id" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"approvals" bigint DEFAULT 0 NOT NULL,
	"requested_sum" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approved_sum" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "dashboard_daily_requests_day_dimension_key_id_pk" PRIMARY KEY("day","dimension","key_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily_decisions" (
	"day" date NOT NULL,
	"decider_id" integer DEFAULT 0 NOT NULL,
	"approved" boolean NOT NULL,
	"bucket" smallint NOT NULL,
	"decisions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_decisions_day_decider_id_approved_bucket_pk" PRIMARY KEY("day","decider_id","approved","bucket")
);
--> statement-breakpoint
-- Issue 18 (decision 0022): the dashboard reads these rollups instead of scanning limit_requests
-- and clients on every view. Statement-level triggers with transition tables, as client_stats
-- (0002, 0008, 0010): a statement's old rows count -1 and its new rows +1, grouped by key, so
-- an update that moves nothing writes nothing.
--
-- Decision times go into fixed log-scale buckets: bucket b ≥ 1 holds [2^((b-24)/4), 2^((b-23)/4))
-- hours (each bucket 2^(1/4) ≈ 1.19 times the one before, from about a minute up to years);
-- bucket 0 holds anything under 2^(-23/4) h (about 1 minute). A percentile read from the counts
-- lies in the right bucket, so it is at most 19 % off (the reader interpolates inside it).
CREATE OR REPLACE FUNCTION dashboard_duration_bucket(hours double precision) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN hours IS NULL OR hours <= 0 THEN 0
    ELSE greatest(0, least(120, floor(4 * ln(hours) / ln(2))::int + 24)) END::smallint
$fn$;
--> statement-breakpoint
-- Who decided: the first reviewer (approved_by) for an approval, the assignee for a rejection.
-- Only approvals that stand (approved, closed) and rejections count; a decided request later
-- cancelled leaves the figures.
CREATE OR REPLACE FUNCTION dashboard_requests_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cols text := 'request_status, decision_status, assigned_to, created_by, approved_by, merchant_id, product_id, merchant_branch_id, requested_limit, approved_limit, created_at, decided_at';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %s, 1 AS sign FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows', cols, cols)
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_request_counts;
    DELETE FROM dashboard_daily_requests;
    DELETE FROM dashboard_daily_decisions;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO dashboard_request_counts AS s (request_status, assigned_to, created_by, shard, requests_count)
    SELECT request_status, coalesce(assigned_to, 0), coalesce(created_by, 0), pg_backend_pid() %% 8, sum(sign)
    FROM (%s) AS changed
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0
    ON CONFLICT (request_status, assigned_to, created_by, shard) DO UPDATE
      SET requests_count = s.requests_count + excluded.requests_count
  $sql$, changed);
  EXECUTE format($sql$
    INSERT INTO dashboard_daily_requests AS s (day, dimension, key_id, requests, approvals, requested_sum, approved_sum)
    SELECT day, d.dimension, d.key_id, sum(sign), sum(sign * approved), sum(sign * requested_limit), sum(sign * approved_amount)
    FROM (
      SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date AS day, sign, requested_limit,
        merchant_id, product_id, merchant_branch_id, coalesce(created_by, 0) AS creator,
        CASE WHEN decided_at IS NOT NULL AND decision_status IN ('approved', 'closed') THEN 1 ELSE 0 END AS approved,
        CASE WHEN decided_at IS NOT NULL AND decision_status IN ('approved', 'closed') THEN coalesce(approved_limit, 0) ELSE 0 END AS approved_amount
      FROM (%s) AS changed
    ) AS c
    CROSS JOIN LATERAL (VALUES (1::smallint, c.merchant_id), (2::smallint, c.product_id), (3::smallint, c.merchant_branch_id), (4::smallint, c.creator)) AS d(dimension, key_id)
    GROUP BY day, d.dimension, d.key_id
    HAVING sum(sign) <> 0 OR sum(sign * approved) <> 0 OR sum(sign * requested_limit) <> 0 OR sum(sign * approved_amount) <> 0
    ON CONFLICT (day, dimension, key_id) DO UPDATE
      SET requests = s.requests + excluded.requests, approvals = s.approvals + excluded.approvals,
          requested_sum = s.requested_sum + excluded.requested_sum, approved_sum = s.approved_sum + excluded.approved_sum
  $sql$, changed);
  EXECUTE format($sql$
    INSERT INTO dashboard_daily_decisions AS s (day, decider_id, approved, bucket, decisions)
    SELECT (decided_at AT TIME ZONE 'Africa/Cairo')::date,
      CASE WHEN decision_status = 'rejected' THEN coalesce(assigned_to, 0) ELSE coalesce(approved_by, assigned_to, 0) END,
      decision_status <> 'rejected',
      dashboard_duration_bucket(extract(epoch FROM decided_at - created_at) / 3600),
      sum(sign)
    FROM (%s) AS changed
    WHERE decided_at IS NOT NULL AND decision_status IN ('approved', 'closed', 'rejected')
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0
    ON CONFLICT (day, decider_id, approved, bucket) DO UPDATE SET decisions = s.decisions + excluded.decisions
  $sql$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_clients_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT created_by, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT created_by, -1 AS sign FROM old_rows'
    ELSE 'SELECT created_by, 1 AS sign FROM new_rows UNION ALL SELECT created_by, -1 FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_client_counts;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO dashboard_client_counts AS s (created_by, shard, clients_count)
    SELECT coalesce(created_by, 0), pg_backend_pid() %% 16, sum(sign) FROM (%s) AS changed
    GROUP BY 1
    HAVING sum(sign) <> 0
    ON CONFLICT (created_by, shard) DO UPDATE SET clients_count = s.clients_count + excluded.clients_count
  $sql$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The backfill: writers wait until this migration commits, so no write falls between the counts
-- below and the triggers; clients first, in the order the writers' triggers take them.
LOCK TABLE "clients" IN SHARE MODE;--> statement-breakpoint
LOCK TABLE "limit_requests" IN SHARE MODE;--> statement-breakpoint
INSERT INTO dashboard_client_counts (created_by, shard, clients_count)
SELECT coalesce(created_by, 0), 0, count(*) FROM clients GROUP BY 1;--> statement-breakpoint
INSERT INTO dashboard_request_counts (request_status, assigned_to, created_by, shard, requests_count)
SELECT request_status, coalesce(assigned_to, 0), coalesce(created_by, 0), 0, count(*) FROM limit_requests GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO dashboard_daily_requests (day, dimension, key_id, requests, approvals, requested_sum, approved_sum)
SELECT day, d.dimension, d.key_id, count(*), sum(approved), sum(requested_limit), sum(approved_amount)
FROM (
  SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date AS day, requested_limit,
    merchant_id, product_id, merchant_branch_id, coalesce(created_by, 0) AS creator,
    CASE WHEN decided_at IS NOT NULL AND decision_status IN ('approved', 'closed') THEN 1 ELSE 0 END AS approved,
    CASE WHEN decided_at IS NOT NULL AND decision_status IN ('approved', 'closed') THEN coalesce(approved_limit, 0) ELSE 0 END AS approved_amount
  FROM limit_requests
) AS c
CROSS JOIN LATERAL (VALUES (1::smallint, c.merchant_id), (2::smallint, c.product_id), (3::smallint, c.merchant_branch_id), (4::smallint, c.creator)) AS d(dimension, key_id)
GROUP BY day, d.dimension, d.key_id;--> statement-breakpoint
INSERT INTO dashboard_daily_decisions (day, decider_id, approved, bucket, decisions)
SELECT (decided_at AT TIME ZONE 'Africa/Cairo')::date,
  CASE WHEN decision_status = 'rejected' THEN coalesce(assigned_to, 0) ELSE coalesce(approved_by, assigned_to, 0) END,
  decision_status <> 'rejected',
  dashboard_duration_bucket(extract(epoch FROM decided_at - created_at) / 3600),
  count(*)
FROM limit_requests
WHERE decided_at IS NOT NULL AND decision_status IN ('approved', 'closed', 'rejected')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER clients_dashboard_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clients_track();--> statement-breakpoint
CREATE TRIGGER clients_dashboard_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clients_track();--> statement-breakpoint
CREATE TRIGGER clients_dashboard_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clients_track();--> statement-breakpoint
CREATE TRIGGER clients_dashboard_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clients_track();--> statement-breakpoint
CREATE TRIGGER limit_requests_dashboard_insert AFTER INSERT ON limit_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_track();--> statement-breakpoint
CREATE TRIGGER limit_requests_dashboard_update AFTER UPDATE ON limit_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_track();--> statement-breakpoint
CREATE TRIGGER limit_requests_dashboard_delete AFTER DELETE ON limit_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_track();--> statement-breakpoint
CREATE TRIGGER limit_requests_dashboard_truncate AFTER TRUNCATE ON limit_requests
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_track();
