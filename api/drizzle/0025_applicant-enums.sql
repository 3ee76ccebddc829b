ALTER TYPE "public"."client_event_action" ADD VALUE 'document_requested';--> statement-breakpoint
ALTER TYPE "public"."client_event_action" ADD VALUE 'document_received';--> statement-breakpoint
ALTER TYPE "public"."client_event_action" ADD VALUE 'document_request_cancelled';--> statement-breakpoint
ALTER TYPE "public"."client_event_action" ADD VALUE 'application_matched';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'document_received';