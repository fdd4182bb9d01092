-- Every write to cars announces the ids it touched on channel car_changes, so each app
-- instance's in-memory search index can patch itself (ARCHITECTURE.md "Data and freshness").
-- Statement-level triggers send one notification per statement; a payload too large for
-- NOTIFY (8000 bytes) becomes '*', meaning "reload everything".
CREATE OR REPLACE FUNCTION notify_car_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('car_changes', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_notify_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_car_changes();
--> statement-breakpoint
CREATE TRIGGER cars_notify_update AFTER UPDATE ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_car_changes();
--> statement-breakpoint
CREATE TRIGGER cars_notify_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_car_changes();
