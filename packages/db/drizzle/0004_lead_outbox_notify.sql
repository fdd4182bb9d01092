-- New lead delivery jobs wake the relay on channel lead_outbox (one notification per statement,
-- sent at commit), so a lead reaches the dealer within moments without a NOTIFY round trip.
CREATE OR REPLACE FUNCTION notify_lead_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lead_deliveries_notify_insert AFTER INSERT ON lead_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lead_outbox();
