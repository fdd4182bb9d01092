CREATE TABLE "vehicle_event_visitors" (
	"kind" text NOT NULL,
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "vehicle_event_visitors_kind_car_id_day_visitor_pk" PRIMARY KEY("kind","car_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "vehicle_event_visitors" ADD CONSTRAINT "vehicle_event_visitors_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_event_visitors_day_idx" ON "vehicle_event_visitors" USING btree ("day");