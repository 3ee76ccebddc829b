ALTER TYPE "public"."limit_request_status" ADD VALUE 'returned_to_agent';--> statement-breakpoint
ALTER TABLE "limit_requests" ADD COLUMN "return_reason_id" integer;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD CONSTRAINT "limit_requests_return_reason_id_return_reasons_id_fk" FOREIGN KEY ("return_reason_id") REFERENCES "public"."return_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_requests_open_queue_idx" ON "limit_requests" USING btree ("assigned_to","created_at","id") WHERE "limit_requests"."request_status" not in ('closed', 'rejected', 'cancelled');--> statement-breakpoint
-- Issue 18: the return-to-agent actions. The code dispatches on core_function_key, so the rows ship with the schema.
INSERT INTO limit_request_actions (core_function_key, name_ar, name_en) VALUES
  ('return_to_agent', 'إعادة إلى الموظف', 'Return to agent'),
  ('resubmit', 'إعادة الإرسال للمراجعة', 'Resubmit')
ON CONFLICT (core_function_key) DO NOTHING;
--> statement-breakpoint
-- Issue 18: rows older than these columns had their stage entered, and their decision made, at
-- their last change at the latest; that is the best record there is of either.
UPDATE limit_requests SET
  stage_entered_at = updated_at,
  decided_at = CASE WHEN decision_status IN ('approved', 'rejected', 'closed') THEN updated_at END;
