CREATE TABLE "bonus_cashback_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_cashback_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_cashback_claims_kind" CHECK ("bonus_cashback_claims"."kind" in ('vip', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "bonus_points_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_points_entries_reason" CHECK ("bonus_points_entries"."reason" in ('bet', 'casino', 'reward', 'grant'))
);
--> statement-breakpoint
CREATE TABLE "bonus_reward_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_reward_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"reward_id" text NOT NULL,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_wagers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"bonus_account_id" integer NOT NULL,
	"main_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bonus_amount" integer NOT NULL,
	"required" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "bonus_wagers_kind" CHECK ("bonus_wagers"."kind" in ('sport', 'casino')),
	CONSTRAINT "bonus_wagers_status" CHECK ("bonus_wagers"."status" in ('active', 'released')),
	CONSTRAINT "bonus_wagers_progress" CHECK ("bonus_wagers"."progress" >= 0 and "bonus_wagers"."progress" <= "bonus_wagers"."required")
);
--> statement-breakpoint
ALTER TABLE "bonus_cashback_claims" ADD CONSTRAINT "bonus_cashback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_points_entries" ADD CONSTRAINT "bonus_points_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_reward_exchanges" ADD CONSTRAINT "bonus_reward_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_cashback_claims_period" ON "bonus_cashback_claims" USING btree ("player_id","kind","period");--> statement-breakpoint
CREATE INDEX "bonus_points_entries_player" ON "bonus_points_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_reward_exchanges_request" ON "bonus_reward_exchanges" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_wagers_payment" ON "bonus_wagers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bonus_wagers_player" ON "bonus_wagers" USING btree ("player_id","status");