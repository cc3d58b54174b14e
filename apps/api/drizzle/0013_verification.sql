CREATE TABLE "block_appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"filed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_id_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_id_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"status" integer NOT NULL,
	"result" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"send_as" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"content_base64" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "verification_documents_state" CHECK ("verification_documents"."state" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "block_appeals" ADD CONSTRAINT "block_appeals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_id_sessions" ADD CONSTRAINT "face_id_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_appeals_player" ON "block_appeals" USING btree ("player_id","filed_at");--> statement-breakpoint
CREATE INDEX "face_id_sessions_player" ON "face_id_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "verification_documents_player" ON "verification_documents" USING btree ("player_id","uploaded_at");