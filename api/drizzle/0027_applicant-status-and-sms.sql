CREATE TYPE "public"."sms_purpose" AS ENUM('status_code', 'document_request');--> statement-breakpoint
CREATE TYPE "public"."document_request_status" AS ENUM('open', 'answered', 'cancelled');--> statement-breakpoint
CREATE TABLE "sms_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"text" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"lease_id" uuid,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_queue_text_while_due" CHECK ("sms_queue"."text" is not null or "sms_queue"."sent_at" is not null or "sms_queue"."failed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "status_code_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair_key" text NOT NULL,
	"application_id" bigint,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_codes_tries_left_range" CHECK ("status_codes"."tries_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "status_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"application_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"client_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"document_type_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"note" text,
	"status" "document_request_status" DEFAULT 'open' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_document_id" bigint,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "document_requests_note_length" CHECK (char_length("document_requests"."note") <= 2000),
	CONSTRAINT "document_requests_status_facts" CHECK (("document_requests"."status" = 'answered') = ("document_requests"."answered_at" is not null and "document_requests"."answered_document_id" is not null)
        and ("document_requests"."status" = 'cancelled') = ("document_requests"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "status_codes" ADD CONSTRAINT "status_codes_application_id_self_onboarding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."self_onboarding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_sessions" ADD CONSTRAINT "status_sessions_application_id_self_onboarding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."self_onboarding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_type_id_client_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."client_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_reason_id_document_request_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."document_request_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_answered_document_id_client_documents_id_fk" FOREIGN KEY ("answered_document_id") REFERENCES "public"."client_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_queue_due_idx" ON "sms_queue" USING btree ("next_attempt_at") WHERE "sms_queue"."sent_at" is null and "sms_queue"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "status_code_requests_mobile_idx" ON "status_code_requests" USING btree ("mobile","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_codes_pair_key_key" ON "status_codes" USING btree ("pair_key");--> statement-breakpoint
CREATE UNIQUE INDEX "status_sessions_token_hash_key" ON "status_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "status_sessions_expires_idx" ON "status_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "document_requests_client_idx" ON "document_requests" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_answered_document_key" ON "document_requests" USING btree ("answered_document_id");