CREATE TABLE "cookie_agreements" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"agree_type" text
);
--> statement-breakpoint
ALTER TABLE "cookie_agreements" ADD CONSTRAINT "cookie_agreements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;