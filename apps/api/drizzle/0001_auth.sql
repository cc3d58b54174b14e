CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5000000 CACHE 1),
	"player_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"type" integer NOT NULL,
	"money" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "accounts_type" CHECK ("accounts"."type" in (0, 4, 9))
);
--> statement-breakpoint
CREATE TABLE "auth_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_registration_allowed" boolean NOT NULL,
	"is_vip_domain" boolean NOT NULL,
	"registration_opens_as" text NOT NULL,
	"registration_types" jsonb NOT NULL,
	"login_forms" jsonb NOT NULL,
	"social_networks" jsonb NOT NULL,
	"auto_logoff_minutes" integer,
	"currency_ids" jsonb NOT NULL,
	CONSTRAINT "auth_settings_single_row" CHECK ("auth_settings"."id" = 1),
	CONSTRAINT "auth_settings_opens_as" CHECK ("auth_settings"."registration_opens_as" in ('modal', 'page'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100000 CACHE 1),
	"email" text,
	"phone_code" text,
	"phone_number" text,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"birthday" text,
	"country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"registration_type" text NOT NULL,
	"activation_type" integer NOT NULL,
	"password_hash" text NOT NULL,
	"two_step_enabled" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"ban_level" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"bonus_choice" integer DEFAULT 0 NOT NULL,
	"social_network" text,
	"social_external_id" text,
	"terms_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_email_unique" UNIQUE("email"),
	CONSTRAINT "players_activation_type" CHECK ("players"."activation_type" in (0, 1, 2, 3)),
	CONSTRAINT "players_bonus_choice" CHECK ("players"."bonus_choice" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"save" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_single_row" CHECK ("terms"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_phone" ON "players" USING btree ("phone_code","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "players_social" ON "players" USING btree ("social_network","social_external_id");