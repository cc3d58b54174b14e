CREATE TABLE "player_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"coef_view_id" integer DEFAULT 0 NOT NULL,
	"app_view_type" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_settings_views" CHECK ("player_settings"."coef_view_id" >= 0 and "player_settings"."app_view_type" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_amounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "prepaid_amounts_amount" CHECK ("prepaid_amounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text
);
--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_amounts" ADD CONSTRAINT "prepaid_amounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_player_code" ON "promo_codes" USING btree ("player_id","code");