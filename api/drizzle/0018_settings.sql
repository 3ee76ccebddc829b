CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 17: only the keys the settings page knows (rules/settings/settings-values.ts SETTING_KEYS).
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_known" CHECK ("key" IN ('four_eyes_amount', 'four_eyes_percent', 'two_factor_required_roles', 'export_roles', 'sla_hours', 'public_holidays'));--> statement-breakpoint
-- Every API process keeps the settings in memory (settings/settings-service.ts): whatever changes
-- a row tells every process at commit, by its key, however it was made (the page or an operator's SQL).
CREATE OR REPLACE FUNCTION notify_settings_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('settings_changes', OLD.key);
  ELSE
    PERFORM pg_notify('settings_changes', NEW.key);
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER settings_changed_notice AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION notify_settings_change();
