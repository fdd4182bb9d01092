DROP INDEX "test_drive_bookings_slot_idx";--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "client" text;--> statement-breakpoint
-- Bookings made before holds existed were final: keep them confirmed, with their lead's site and contact.
UPDATE "test_drive_bookings" AS b SET "site_id" = l."site_id", "email" = l."email", "phone" = l."phone" FROM "leads" AS l WHERE l."id" = b."lead_id";--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_bookings_live_slot_idx" ON "test_drive_bookings" USING btree ("location_id","starts_at") WHERE status <> 'expired';--> statement-breakpoint
CREATE INDEX "test_drive_bookings_site_starts_idx" ON "test_drive_bookings" USING btree ("site_id","starts_at");--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_confirmToken_unique" UNIQUE("confirm_token");