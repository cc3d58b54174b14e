CREATE TABLE "personal_data" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"birth_place" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"registration_address" text DEFAULT '' NOT NULL,
	"passport_series" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"passport_date" text DEFAULT '' NOT NULL,
	"passport_issued_by" text DEFAULT '' NOT NULL,
	"inn" text DEFAULT '' NOT NULL,
	"enable_mail_news" boolean DEFAULT true NOT NULL,
	"enable_mail_deposit" boolean DEFAULT true NOT NULL,
	"enable_mail_bets" boolean DEFAULT true NOT NULL,
	"enable_sms_news" boolean DEFAULT true NOT NULL,
	"pending_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data" ADD CONSTRAINT "personal_data_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;