CREATE TABLE "champs" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"country_id" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_legs" (
	"coupon_id" integer NOT NULL,
	"position" integer NOT NULL,
	"market_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"coef_milli" integer NOT NULL,
	"is_live" boolean NOT NULL,
	"is_banker" boolean DEFAULT false NOT NULL,
	"block_id" integer DEFAULT 0 NOT NULL,
	"amount" integer,
	"status" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "coupon_legs_coupon_id_position_pk" PRIMARY KEY("coupon_id","position")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 700000001 CACHE 1),
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"type_id" integer NOT NULL,
	"system_value" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"coef_milli" integer,
	"possible_win" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"payout" integer,
	"status" integer DEFAULT -1 NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"number" integer NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"time_seconds" integer,
	"period" integer,
	"score1" integer,
	"score2" integer,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"outcome_key" text NOT NULL,
	"param_milli" integer,
	"coef_milli" integer NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"kind" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"cyber_type_id" integer,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "champs" ADD CONSTRAINT "champs_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_legs" ADD CONSTRAINT "coupon_legs_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_legs" ADD CONSTRAINT "coupon_legs_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_legs" ADD CONSTRAINT "coupon_legs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_legs_game" ON "coupon_legs" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_request" ON "coupons" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "games_status" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "games_version" ON "games" USING btree ("version");--> statement-breakpoint
CREATE INDEX "markets_game" ON "markets" USING btree ("game_id");