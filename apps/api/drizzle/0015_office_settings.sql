CREATE TABLE "player_office_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"group_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"disallow_line_sports" integer[] DEFAULT '{}' NOT NULL,
	"disallow_live_sports" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_office_settings" ADD CONSTRAINT "player_office_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;