ALTER TYPE "public"."audit_action" ADD VALUE 'two_factor_enabled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'two_factor_disabled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'recovery_codes_regenerated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'recovery_code_used';--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"known_device" boolean NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_totp" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_totp" ADD CONSTRAINT "user_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_challenges_token_hash_key" ON "login_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_challenges_user_id_idx" ON "login_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_user_code_key" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- Issue 16: a session of a role that requires two-factor log-in is limited to enrolment until the
-- authenticator is confirmed (and again if it is turned off). Sessions are kept in each process's
-- memory with that flag, so turning it on or off tells every process at commit, through migration
-- 0009's notify_session_change() (it names the user by OLD.user_id, which these rows keep).
CREATE TRIGGER user_totp_changed_notice AFTER UPDATE OF confirmed_at ON user_totp
  FOR EACH ROW WHEN (OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at)
  EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER user_totp_deleted_notice AFTER DELETE ON user_totp
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();