-- Issue 15: the activity log records the request's creation and every edit of its terms (no
-- workflow action, so action_id becomes optional and `event` says which), what each step changed
-- (references kept as ids, named in the reader's language when read) and the note written with an
-- approve or reject. The list gains "my requests" (created by or assigned to me) and sorting by
-- amount: the indexes below keep those plans index-backed (limit-requests-plans.test.ts); the
-- assignee index leads with assigned_to, so it replaces limit_requests_assigned_to_idx.
DROP INDEX "limit_requests_assigned_to_idx";--> statement-breakpoint
ALTER TABLE "limit_request_logs" ALTER COLUMN "action_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD COLUMN "event" text DEFAULT 'action' NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD COLUMN "comment" text;--> statement-breakpoint
CREATE INDEX "limit_requests_created_by_created_idx" ON "limit_requests" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "limit_requests_assigned_created_idx" ON "limit_requests" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "limit_requests_requested_limit_idx" ON "limit_requests" USING btree ("requested_limit","id");--> statement-breakpoint
CREATE INDEX "limit_requests_approved_limit_idx" ON "limit_requests" USING btree ("approved_limit","id");--> statement-breakpoint
CREATE INDEX "limit_requests_approved_limit_desc_idx" ON "limit_requests" USING btree ("approved_limit" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD CONSTRAINT "limit_request_logs_event_known" CHECK ("limit_request_logs"."event" in ('created', 'updated', 'action'));--> statement-breakpoint
ALTER TABLE "limit_request_logs" ADD CONSTRAINT "limit_request_logs_action_of_event" CHECK (("limit_request_logs"."event" = 'action') = ("limit_request_logs"."action_id" is not null));

