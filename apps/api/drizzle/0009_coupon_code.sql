CREATE TABLE "shared_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"system_value" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "used_by_coupon_id" integer;