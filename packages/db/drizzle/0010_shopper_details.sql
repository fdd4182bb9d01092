ALTER TABLE "shopper_users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "shopper_users" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "shopper_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "shopper_users" ADD COLUMN "postcode" text;