CREATE TABLE "limit_tokens" (
	"token_guid" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"limit_type" integer NOT NULL,
	"limit_value" integer,
	"state" text NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"self_exclude_reason" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "limits_state" CHECK ("limits"."state" in ('PENDING', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "limits_change" CHECK ("limits"."change" in (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "reality_check_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reality_check_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"do_not_show_again" boolean NOT NULL,
	"popup_show_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_limit_clocks" (
	"session_id" text PRIMARY KEY NOT NULL,
	"counted_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "limit_tokens" ADD CONSTRAINT "limit_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limits" ADD CONSTRAINT "limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_reports" ADD CONSTRAINT "reality_check_reports_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_limit_clocks" ADD CONSTRAINT "session_limit_clocks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_tokens_player" ON "limit_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "limits_one_active" ON "limits" USING btree ("player_id","limit_type") WHERE state = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "limits_one_pending" ON "limits" USING btree ("player_id","limit_type") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "reality_check_reports_player" ON "reality_check_reports" USING btree ("player_id","id");