CREATE TABLE "player_security_methods" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"security_question" text,
	"security_answer_hash" text,
	"email_auth_enabled" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_security_methods" ADD CONSTRAINT "player_security_methods_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;