-- Ids that reach the API are numbered per account (1, 2, 3… for each account and kind), so that no account learns
-- from its ids how many objects other accounts create. Ids already handed out are kept; each account's numbering
-- continues after its largest id. Hand-written beside drizzle-kit's output: the trigger, its function, the
-- counters' first values, the backfill of webhook_attempts.account_id and `SET NULL ("booking_id")`.
CREATE TABLE "account_id_counters" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_id" integer NOT NULL,
	CONSTRAINT "account_id_counters_pkey" PRIMARY KEY("account_id","kind")
);--> statement-breakpoint
ALTER TABLE "account_id_counters" ADD CONSTRAINT "account_id_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "queue_members" DROP CONSTRAINT "queue_members_extension_id_extensions_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
DROP INDEX "webhook_deliveries_account_idx";--> statement-breakpoint
DROP INDEX "webhook_endpoints_account_idx";--> statement-breakpoint
DROP INDEX "queue_members_extension_idx";--> statement-breakpoint
DROP INDEX "webhook_attempts_delivery_idx";--> statement-breakpoint
ALTER TABLE "extensions" DROP CONSTRAINT "extensions_pkey";--> statement-breakpoint
ALTER TABLE "extensions" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "switches" DROP CONSTRAINT "switches_pkey";--> statement-breakpoint
ALTER TABLE "switches" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "switches" ADD CONSTRAINT "switches_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_pkey";--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "blacklist_numbers" DROP CONSTRAINT "blacklist_numbers_pkey";--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "inbound_calls" DROP CONSTRAINT "inbound_calls_pkey";--> statement-breakpoint
ALTER TABLE "inbound_calls" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_pkey";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "blocks" DROP CONSTRAINT "blocks_pkey";--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "webhook_attempts" SET "account_id" = d."account_id" FROM "webhook_deliveries" d WHERE d."id" = "webhook_attempts"."delivery_id";--> statement-breakpoint
ALTER TABLE "webhook_attempts" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_fk" FOREIGN KEY ("account_id","booking_id") REFERENCES "public"."bookings"("account_id","id") ON DELETE SET NULL ("booking_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_extension_fk" FOREIGN KEY ("account_id","extension_id") REFERENCES "public"."extensions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_fk" FOREIGN KEY ("account_id","delivery_id") REFERENCES "public"."webhook_deliveries"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("account_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_members_extension_idx" ON "queue_members" USING btree ("account_id","extension_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("account_id","delivery_id");--> statement-breakpoint
INSERT INTO "account_id_counters" ("account_id", "kind", "last_id")
SELECT "account_id", 'extensions', max("id") FROM "extensions" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'switches', max("id") FROM "switches" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'contacts', max("id") FROM "contacts" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'blacklist_numbers', max("id") FROM "blacklist_numbers" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'inbound_calls', max("id") FROM "inbound_calls" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'bookings', max("id") FROM "bookings" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'blocks', max("id") FROM "blocks" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'webhook_endpoints', max("id") FROM "webhook_endpoints" GROUP BY "account_id"
UNION ALL SELECT "account_id", 'webhook_deliveries', max("id") FROM "webhook_deliveries" GROUP BY "account_id";--> statement-breakpoint
-- The id of a row inserted without one: the next of its account and kind (the counter row stays locked until the
-- inserting transaction ends, so concurrent inserts on one account wait for each other and never share an id);
-- a row inserted with a chosen id keeps it and moves the counter past it.
CREATE FUNCTION "assign_account_scoped_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" IS NULL THEN
    INSERT INTO "account_id_counters" AS c ("account_id", "kind", "last_id")
    VALUES (NEW."account_id", TG_TABLE_NAME, 1)
    ON CONFLICT ("account_id", "kind") DO UPDATE SET "last_id" = c."last_id" + 1
    RETURNING c."last_id" INTO NEW."id";
  ELSE
    INSERT INTO "account_id_counters" AS c ("account_id", "kind", "last_id")
    VALUES (NEW."account_id", TG_TABLE_NAME, NEW."id")
    ON CONFLICT ("account_id", "kind") DO UPDATE SET "last_id" = greatest(c."last_id", EXCLUDED."last_id");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "extensions_account_scoped_id" BEFORE INSERT ON "extensions" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "switches_account_scoped_id" BEFORE INSERT ON "switches" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "contacts_account_scoped_id" BEFORE INSERT ON "contacts" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "blacklist_numbers_account_scoped_id" BEFORE INSERT ON "blacklist_numbers" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "inbound_calls_account_scoped_id" BEFORE INSERT ON "inbound_calls" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "bookings_account_scoped_id" BEFORE INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "blocks_account_scoped_id" BEFORE INSERT ON "blocks" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_account_scoped_id" BEFORE INSERT ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_account_scoped_id" BEFORE INSERT ON "webhook_deliveries" FOR EACH ROW EXECUTE FUNCTION "assign_account_scoped_id"();
