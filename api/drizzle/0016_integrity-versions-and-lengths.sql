-- Issue 16: every edit of a client carries the version the person saw (If-Match), as limit-request
-- actions already do: clients gain a version, bumped by each edit. Every text field gets the shared
-- rules' maximum length (shared/src/rules/field-limits.ts). The constraints are added NOT VALID:
-- rows saved before are kept as they are (nothing saved may be lost), every new or changed row is
-- checked.
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_name_length" CHECK (char_length("clients"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_title_length" CHECK (char_length("clients"."title") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_name_length" CHECK (char_length("clients"."company_name") <= 150) NOT VALID;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_code_length" CHECK (char_length("clients"."code") <= 30) NOT VALID;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_address_length" CHECK (char_length("client_addresses"."address") <= 250) NOT VALID;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD CONSTRAINT "limit_requests_relative_name_length" CHECK (char_length("limit_requests"."relative_name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD CONSTRAINT "limit_requests_code_length" CHECK (char_length("limit_requests"."code") <= 30) NOT VALID;--> statement-breakpoint
ALTER TABLE "limit_request_comments" ADD CONSTRAINT "limit_request_comments_comment_length" CHECK (char_length("limit_request_comments"."comment") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD CONSTRAINT "limit_request_logs_comment_length" CHECK (char_length("limit_request_logs"."comment") <= 2000) NOT VALID;