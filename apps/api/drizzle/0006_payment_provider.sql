CREATE TABLE "provider_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_callbacks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"claims" jsonb NOT NULL,
	"status" text NOT NULL,
	"card_mask" text,
	"reason" text,
	"resolve_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_status" CHECK ("provider_transactions"."status" in ('challenge', 'pending', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "provider_callbacks" ADD CONSTRAINT "provider_callbacks_transaction_id_provider_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."provider_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_callbacks_due" ON "provider_callbacks" USING btree ("due_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_payment" ON "provider_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_resolve" ON "provider_transactions" USING btree ("resolve_at");