-- Hand-added: btree_gist lets one GiST index combine integer equality with range overlap (bookings exclusion).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."idempotency_state" AS ENUM('in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."block_source" AS ENUM('manual', 'holiday');--> statement-breakpoint
CREATE TYPE "public"."event_kind" AS ENUM('single', 'choice');--> statement-breakpoint
CREATE TYPE "public"."inbound_call_status" AS ENUM('answered', 'not_answered', 'abandoned');--> statement-breakpoint
CREATE TYPE "public"."extension_status" AS ENUM('ONLINE', 'OFFLINE', 'BUSY', 'RINGING', 'CALLING', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('UNKNOWN', 'AVAILABLE', 'IN_CALL', 'BUSY', 'INVALID', 'UNAVAILABLE', 'RINGING', 'RINGING_IN_USE', 'ON_HOLD');--> statement-breakpoint
CREATE TYPE "public"."queue_strategy" AS ENUM('ringall', 'roundrobin', 'leastrecent', 'fewestcalls', 'random');--> statement-breakpoint
CREATE TYPE "public"."rate_limit_window" AS ENUM('minute', 'day');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"context" text NOT NULL,
	"timezone" text DEFAULT 'Europe/Rome' NOT NULL,
	"requests_per_minute" integer DEFAULT 20 NOT NULL,
	"requests_per_day" integer DEFAULT 1000 NOT NULL,
	"calendar_enabled" boolean DEFAULT false NOT NULL,
	"max_contacts" integer DEFAULT 4000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_context_unique" UNIQUE("context"),
	CONSTRAINT "accounts_limits_positive" CHECK ("accounts"."requests_per_minute" >= 0 and "accounts"."requests_per_day" >= 0),
	CONSTRAINT "accounts_max_contacts_positive" CHECK ("accounts"."max_contacts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_account_name_unique" UNIQUE("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "blacklist_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blacklist_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"blacklist_id" integer NOT NULL,
	"number" text NOT NULL,
	"description" text,
	CONSTRAINT "blacklist_numbers_blacklist_number_unique" UNIQUE("blacklist_id","number")
);
--> statement-breakpoint
CREATE TABLE "blacklists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blacklists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklists_account_name_unique" UNIQUE("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routing_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"voip_number_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"blacklist_id" integer
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text,
	"notes" text,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_slot_non_negative" CHECK ("bookings"."slot" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" text NOT NULL,
	"booking_id" integer,
	"state" "idempotency_state" DEFAULT 'in_progress' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"calendar_id" integer,
	"period" "tstzrange" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"source" "block_source" DEFAULT 'manual' NOT NULL,
	"holiday_id" integer,
	CONSTRAINT "blocks_holiday_source_check" CHECK (("blocks"."source" = 'holiday') = ("blocks"."holiday_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "calendars_account_slug_unique" UNIQUE("account_id","slug")
);
--> statement-breakpoint
CREATE TABLE "event_calendars" (
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	CONSTRAINT "event_calendars_event_id_calendar_id_pk" PRIMARY KEY("event_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"kind" "event_kind" DEFAULT 'single' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"min_notice_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "events_account_slug_unique" UNIQUE("account_id","slug"),
	CONSTRAINT "events_duration_positive" CHECK ("events"."duration_minutes" > 0),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" >= 1),
	CONSTRAINT "events_notice_horizon_non_negative" CHECK ("events"."min_notice_minutes" >= 0 and "events"."horizon_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_account_date_unique" UNIQUE("account_id","date")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_times_check" CHECK ("opening_hours"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "opening_hours"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "opening_hours"."start_time" < "opening_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "inbound_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"linkedid" text NOT NULL,
	"calldate" timestamp with time zone NOT NULL,
	"caller_number" text NOT NULL,
	"caller_id" text DEFAULT '' NOT NULL,
	"destination" text NOT NULL,
	"status" "inbound_call_status" NOT NULL,
	"answered" boolean NOT NULL,
	"abandoned" boolean NOT NULL,
	"total_duration" integer DEFAULT 0 NOT NULL,
	"call_legs" integer DEFAULT 1 NOT NULL,
	"queue_name" text,
	"wait_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "outbound_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"calldate" timestamp with time zone NOT NULL,
	"caller_id" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"billsec" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"disposition" text NOT NULL,
	"uniqueid" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"notes" text,
	CONSTRAINT "contacts_account_number_unique" UNIQUE("account_id","number")
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"extension" text NOT NULL,
	"internal_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outbound_provider" text DEFAULT 'PRINCIPALE' NOT NULL,
	"sip_username" text NOT NULL,
	"sip_password" text NOT NULL,
	"registration_status" "extension_status" DEFAULT 'OFFLINE' NOT NULL,
	CONSTRAINT "extensions_account_extension_unique" UNIQUE("account_id","extension"),
	CONSTRAINT "extensions_account_internal_number_unique" UNIQUE("account_id","internal_number")
);
--> statement-breakpoint
CREATE TABLE "queue_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"extension_id" integer NOT NULL,
	"penalty" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"device_status" "member_status",
	CONSTRAINT "queue_members_queue_extension_unique" UNIQUE("queue_id","extension_id")
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_name" text NOT NULL,
	"strategy" "queue_strategy" DEFAULT 'ringall' NOT NULL,
	"timeout" integer DEFAULT 15 NOT NULL,
	"musiconhold" text DEFAULT 'default' NOT NULL,
	"announce" text,
	"maxlen" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"service_level_seconds" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "queues_account_name_unique" UNIQUE("account_id","queue_name")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"account_id" integer NOT NULL,
	"window" "rate_limit_window" NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_account_id_window_window_start_pk" PRIMARY KEY("account_id","window","window_start")
);
--> statement-breakpoint
CREATE TABLE "switches" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "switches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activation" text,
	"action_type" text DEFAULT 'hangup' NOT NULL,
	"action_target" text,
	"action_label" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "switches_status_check" CHECK ("switches"."status" in (0, 1)),
	CONSTRAINT "switches_activation_check" CHECK ("switches"."activation" ~ '^[*]1[0-9]$')
);
--> statement-breakpoint
CREATE TABLE "voip_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voip_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_label" text,
	"username" text DEFAULT '' NOT NULL,
	"sip_server" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "voip_numbers_account_number_unique" UNIQUE("account_id","number")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_blacklist_id_blacklists_id_fk" FOREIGN KEY ("blacklist_id") REFERENCES "public"."blacklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklists" ADD CONSTRAINT "blacklists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_voip_number_id_voip_numbers_id_fk" FOREIGN KEY ("voip_number_id") REFERENCES "public"."voip_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_blacklist_id_blacklists_id_fk" FOREIGN KEY ("blacklist_id") REFERENCES "public"."blacklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_holiday_id_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendars" ADD CONSTRAINT "event_calendars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendars" ADD CONSTRAINT "event_calendars_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendars" ADD CONSTRAINT "event_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_calls" ADD CONSTRAINT "outbound_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switches" ADD CONSTRAINT "switches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_numbers" ADD CONSTRAINT "voip_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routing_rules_blacklist_idx" ON "routing_rules" USING btree ("blacklist_id");--> statement-breakpoint
CREATE INDEX "routing_rules_voip_number_idx" ON "routing_rules" USING btree ("voip_number_id");--> statement-breakpoint
CREATE INDEX "bookings_account_period_idx" ON "bookings" USING gist ("account_id","period");--> statement-breakpoint
CREATE INDEX "blocks_account_period_idx" ON "blocks" USING gist ("account_id","period");--> statement-breakpoint
CREATE INDEX "event_calendars_calendar_idx" ON "event_calendars" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "opening_hours_calendar_idx" ON "opening_hours" USING btree ("calendar_id","weekday");--> statement-breakpoint
CREATE INDEX "inbound_calls_account_calldate_idx" ON "inbound_calls" USING btree ("account_id","calldate");--> statement-breakpoint
CREATE INDEX "inbound_calls_account_queue_calldate_idx" ON "inbound_calls" USING btree ("account_id","queue_name","calldate");--> statement-breakpoint
CREATE INDEX "outbound_calls_account_calldate_idx" ON "outbound_calls" USING btree ("account_id","calldate");--> statement-breakpoint
CREATE INDEX "queue_members_extension_idx" ON "queue_members" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_start_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "switches_account_activation_unique" ON "switches" USING btree ("account_id","activation") WHERE "switches"."activation" is not null;--> statement-breakpoint
-- Hand-added (drizzle-kit has no EXCLUDE): no two confirmed bookings hold the same seat of a calendar at overlapping times.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, "slot" WITH =, "period" WITH &&) WHERE ("status" = 'confirmed');
