CREATE TABLE "account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_mail_states" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"confirmed_email" text,
	"email_confirmed_at" timestamp with time zone,
	"newsletter_stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_mail_states" ADD CONSTRAINT "account_mail_states_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_player" ON "account_links" USING btree ("player_id","purpose");