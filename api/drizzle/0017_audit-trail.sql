ALTER TYPE "public"."audit_action" ADD VALUE 'logged_in';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'login_failed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'locked_out';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'logged_out';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'password_reset_forced';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'two_factor_reset';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'invitation_sent';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'invitation_used';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'account_created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'account_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'role_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'account_deactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'account_reactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'account_unlocked';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'setting_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reference_created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reference_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reference_deactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reference_reactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reference_imported';--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","id");--> statement-breakpoint
-- Issue 17: the audit trail is append-only. No route can change an entry, and neither can SQL:
-- UPDATE, DELETE and TRUNCATE are refused by the table itself, whoever runs them. (Users are
-- deactivated, never deleted, so the foreign key above no longer cascades.)
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
