CREATE TYPE "public"."verification_capture" AS ENUM('front_image', 'back_image', 'selfie');--> statement-breakpoint
CREATE TYPE "public"."application_language" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TABLE "self_onboarding_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"client_id" bigint NOT NULL,
	"matched_existing" boolean DEFAULT false NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"language" "application_language" DEFAULT 'ar' NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_onboarding_application_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"document_type_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_upload_days" (
	"day" date PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pow_solutions_used" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_document_types" ADD COLUMN "capture" "verification_capture";--> statement-breakpoint
ALTER TABLE "self_onboarding_applications" ADD CONSTRAINT "self_onboarding_applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_onboarding_application_files" ADD CONSTRAINT "self_onboarding_application_files_application_id_self_onboarding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."self_onboarding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_onboarding_application_files" ADD CONSTRAINT "self_onboarding_application_files_document_type_id_client_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."client_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_onboarding_application_files" ADD CONSTRAINT "self_onboarding_application_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_onboarding_applications_reference_key" ON "self_onboarding_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "self_onboarding_applications_client_idx" ON "self_onboarding_applications" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "self_onboarding_applications_mobile_idx" ON "self_onboarding_applications" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "self_onboarding_applications_matched_idx" ON "self_onboarding_applications" USING btree ("client_id","id") WHERE "self_onboarding_applications"."matched_existing";--> statement-breakpoint
CREATE UNIQUE INDEX "self_onboarding_application_files_storage_key_key" ON "self_onboarding_application_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "self_onboarding_application_files_application_idx" ON "self_onboarding_application_files" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_document_types_capture_key" ON "client_document_types" USING btree ("capture");--> statement-breakpoint
-- Issue 19: the three types the applicant's ID photos are stored as. A database that has them by name already keeps its rows.
INSERT INTO "client_document_types" ("name_ar", "name_en", "capture")
SELECT v.name_ar, v.name_en, v.capture::"verification_capture"
FROM (VALUES ('البطاقة (الوجه الأمامي)', 'ID Card (Front)', 'front_image'), ('البطاقة (الوجه الخلفي)', 'ID Card (Back)', 'back_image'), ('صورة شخصية', 'Selfie', 'selfie')) AS v(name_ar, name_en, capture)
WHERE NOT EXISTS (SELECT FROM "client_document_types" t WHERE t."name_ar" = v.name_ar OR lower(t."name_en") = lower(v.name_en));--> statement-breakpoint
UPDATE "client_document_types" t SET "capture" = v.capture::"verification_capture"
FROM (VALUES ('ID Card (Front)', 'front_image'), ('ID Card (Back)', 'back_image'), ('Selfie', 'selfie')) AS v(name_en, capture)
WHERE lower(t."name_en") = lower(v.name_en) AND t."capture" IS NULL;
