-- The console inbox searches names, emails, phones, messages, cars and source pages anywhere in
-- the text: trigram indexes keep that within its 50 ms at 100,000 leads (bench:console).
-- pg_trgm is a trusted extension: the database's owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_message_trgm_idx" ON "leads" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_car_stock_trgm_idx" ON "leads" USING gin (("car"->>'stockNumber') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_car_make_model_trgm_idx" ON "leads" USING gin ((("car"->>'make') || ' ' || ("car"->>'model')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_source_trgm_idx" ON "leads" USING gin (("attribution"->>'url') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_car_idx" ON "leads" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_waiting_idx" ON "leads" USING btree ("dealership_id","site_id") WHERE status = 'new' and first_response_at is null;