CREATE TABLE "programme_friend_referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"reward_minor" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "programme_friend_referrals_reward" CHECK ("programme_friend_referrals"."reward_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programme_ideas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programme_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"topic" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "programme_ideas_state" CHECK ("programme_ideas"."state" in ('new', 'reviewed', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "programme_manager_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programme_manager_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_friend_referrals" ADD CONSTRAINT "programme_friend_referrals_friend_id_players_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_friend_referrals" ADD CONSTRAINT "programme_friend_referrals_inviter_id_players_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_ideas" ADD CONSTRAINT "programme_ideas_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_manager_calls" ADD CONSTRAINT "programme_manager_calls_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_friend_referrals_inviter" ON "programme_friend_referrals" USING btree ("inviter_id","registered_at");--> statement-breakpoint
CREATE INDEX "programme_ideas_player" ON "programme_ideas" USING btree ("player_id","sent_at");--> statement-breakpoint
CREATE INDEX "programme_manager_calls_player" ON "programme_manager_calls" USING btree ("player_id","requested_at");