ALTER TYPE "public"."client_event_action" ADD VALUE 'status_changed';--> statement-breakpoint
CREATE INDEX "clients_updated_idx" ON "clients" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_balance_idx" ON "clients" USING btree ("balance","id");--> statement-breakpoint
CREATE INDEX "clients_created_by_updated_idx" ON "clients" USING btree ("created_by","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_documents_client_all_idx" ON "client_documents" USING btree ("client_id","id");--> statement-breakpoint
-- Issue 15, defect 13: the source data set spelt the Giza city "Cheikh Zayed"; the seed file is
-- fixed too, so fresh installs and existing ones read the same.
UPDATE "cities" SET "name_en" = 'Sheikh Zayed' WHERE "name_en" = 'Cheikh Zayed';--> statement-breakpoint
-- Issue 15, defect 1: SPEC keeps the area required, so every city offers at least one. Where no
-- finer areas are on record, one area covers the whole city, named as the city is (the seed runs
-- the same statement, WHOLE_CITY_AREAS in src/seed/geography.ts). On a new database the cities
-- are not there yet and this inserts nothing.
INSERT INTO "areas" ("city_id", "name_ar", "name_en")
SELECT c."id", c."name_ar", c."name_en" FROM "cities" c
WHERE NOT EXISTS (SELECT 1 FROM "areas" a WHERE a."city_id" = c."id");
