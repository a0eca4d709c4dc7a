CREATE TABLE "slack_installations" (
	"enterprise_id" text DEFAULT '' NOT NULL,
	"team_id" text DEFAULT '' NOT NULL,
	"is_enterprise_install" boolean NOT NULL,
	"bot_token" text NOT NULL,
	"bot_refresh_token" text,
	"bot_token_expires_at" bigint,
	"installation" jsonb NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_installations_enterprise_id_team_id_pk" PRIMARY KEY("enterprise_id","team_id")
);
