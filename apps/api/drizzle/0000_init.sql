CREATE TABLE "config_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"lang" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "config_groups_data_object" CHECK (jsonb_typeof("config_groups"."data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"currency_id" integer NOT NULL,
	CONSTRAINT "countries_id_unique" UNIQUE("id"),
	CONSTRAINT "countries_code_format" CHECK ("countries"."code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "footer_social_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_social_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"icon_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"hidden_unauthorized" boolean DEFAULT false NOT NULL,
	CONSTRAINT "languages_code_format" CHECK ("languages"."code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"min_age" integer NOT NULL,
	"is_one_tap_auth_enabled" boolean NOT NULL,
	"is_third_party_allowed" boolean NOT NULL,
	"api_path" text NOT NULL,
	"group_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	"is_pwa" boolean NOT NULL,
	"pwa_theme_color" text NOT NULL,
	"partner_css_brand_book" jsonb NOT NULL,
	"is_flexible_asset_path" boolean NOT NULL,
	"is_fatman_analytics_available" boolean NOT NULL,
	"is_available_confirm_terms" boolean NOT NULL,
	"geo_with_twelve_format" boolean NOT NULL,
	"has_twelve_h_by_geo" boolean NOT NULL,
	"dmca" jsonb,
	"contact_email" text,
	"contact_phone" text,
	"promo_bonus_to_offer" boolean NOT NULL,
	"third_party_has_first_deposit_redirect" boolean NOT NULL,
	"after_registration_and_login_redirect_routes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_config_translations" (
	"lang" text PRIMARY KEY NOT NULL,
	"company_name" text,
	"contact_email" text,
	"contact_phone" text
);
--> statement-breakpoint
ALTER TABLE "config_groups" ADD CONSTRAINT "config_groups_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_config_translations" ADD CONSTRAINT "site_config_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_groups_neutral_name" ON "config_groups" USING btree ("name") WHERE lang is null;--> statement-breakpoint
CREATE UNIQUE INDEX "config_groups_lang_name" ON "config_groups" USING btree ("name","lang") WHERE lang is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "languages_single_default" ON "languages" USING btree ("is_default") WHERE is_default;