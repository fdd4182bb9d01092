ALTER TABLE "shopper_users" ADD COLUMN "last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_site_personal_idx" ON "leads" USING btree ("site_id","created_at") WHERE anonymised_at is null;