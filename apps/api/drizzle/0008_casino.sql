CREATE TABLE "casino_favourites" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_favourites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider_slug" text NOT NULL,
	"category" text NOT NULL,
	"subcategories" jsonb NOT NULL,
	"filter" text NOT NULL,
	"tags" jsonb NOT NULL,
	"engine" text NOT NULL,
	"has_demo" boolean NOT NULL,
	"rtp_bp" integer NOT NULL,
	"position" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"is_hot" boolean NOT NULL,
	CONSTRAINT "casino_games_rtp" CHECK ("casino_games"."rtp_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "casino_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ru" text NOT NULL,
	"summary_en" text NOT NULL,
	"terms_ru" jsonb NOT NULL,
	"terms_en" jsonb NOT NULL,
	"wager" integer,
	"ends_at" timestamp with time zone,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_recent_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"stake" integer DEFAULT 0 NOT NULL,
	"win" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_rounds_status" CHECK ("casino_rounds"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "casino_rounds_money" CHECK ("casino_rounds"."stake" >= 0 and "casino_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_used_at" timestamp with time zone,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"engine" text NOT NULL,
	"site_origin" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "casino_tournament_scores" (
	"tournament_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_tournament_scores_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "casino_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"prize_pool" integer NOT NULL,
	"currency" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"game_ids" jsonb NOT NULL,
	"rival_seed" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"request_hash" text,
	"answer" jsonb,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_transactions_kind" CHECK ("casino_transactions"."kind" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "game_provider_retries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_provider_retries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_provider_slug_casino_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."casino_providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_recent_games" ADD CONSTRAINT "casino_recent_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_recent_games" ADD CONSTRAINT "casino_recent_games_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_tournament_scores" ADD CONSTRAINT "casino_tournament_scores_tournament_id_casino_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."casino_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_tournament_scores" ADD CONSTRAINT "casino_tournament_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_games_position" ON "casino_games" USING btree ("position");--> statement-breakpoint
CREATE INDEX "casino_recent_games_player" ON "casino_recent_games" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_player" ON "casino_rounds" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "casino_sessions_player" ON "casino_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round" ON "casino_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_provider_retries_due" ON "game_provider_retries" USING btree ("due_at","id");