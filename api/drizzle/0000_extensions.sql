-- Trigram indexes serve the clients list's partial-name search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS client_code_seq;
--> statement-breakpoint
-- Six digits at least, never truncated once the book passes a million clients.
CREATE OR REPLACE FUNCTION format_client_code(n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT 'CL-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_client_code() RETURNS text
  LANGUAGE sql VOLATILE
  AS $$ SELECT format_client_code(nextval('client_code_seq')) $$;
