-- Limit request codes come from a sequence, as client codes do (migration 0000): the
-- create form shows a fresh one, and two forms open at once never get the same code.
CREATE SEQUENCE IF NOT EXISTS limit_request_code_seq;
--> statement-breakpoint
-- Six digits at least, never truncated once the book passes a million requests.
CREATE OR REPLACE FUNCTION format_limit_request_code(n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT 'LR-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_limit_request_code() RETURNS text
  LANGUAGE sql VOLATILE
  AS $$ SELECT format_limit_request_code(nextval('limit_request_code_seq')) $$;
--> statement-breakpoint
-- Start above every code already stored (LR-000123 → 123), so no issued code is taken.
SELECT setval('limit_request_code_seq', coalesce(max(substring(code FROM '^LR-(\d{1,18})$')::bigint), 0) + 1, false)
FROM limit_requests;
