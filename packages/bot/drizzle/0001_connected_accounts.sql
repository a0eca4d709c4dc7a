CREATE TABLE "pbx_account_channels" (
	"team_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"account_id" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pbx_account_channels_team_id_channel_id_pk" PRIMARY KEY("team_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "pbx_account_workspaces" (
	"team_id" text NOT NULL,
	"enterprise_id" text DEFAULT '' NOT NULL,
	"account_id" text NOT NULL,
	"connected_by" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pbx_account_workspaces_team_id_account_id_pk" PRIMARY KEY("team_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "pbx_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"exchange" text NOT NULL,
	"key_name" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"time_zone" text NOT NULL,
	"requests_per_minute" integer NOT NULL,
	"requests_per_day" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pbx_account_channels" ADD CONSTRAINT "pbx_account_channels_account_id_pbx_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."pbx_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbx_account_workspaces" ADD CONSTRAINT "pbx_account_workspaces_account_id_pbx_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."pbx_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pbx_account_workspaces_account" ON "pbx_account_workspaces" USING btree ("account_id");