CREATE TYPE "public"."audit_action" AS ENUM('password_changed');--> statement-breakpoint
CREATE TABLE "password_change_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"new_password_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" "audit_action" NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_change_tokens" ADD CONSTRAINT "password_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_change_tokens_token_hash_key" ON "password_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_change_tokens_user_id_idx" ON "password_change_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "clients_source_created_idx" ON "clients" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_consent_complete" CHECK (("clients"."consent_version" is null) = ("clients"."consented_at" is null));