CREATE TABLE "outbox_messages" (
	"id_outbox_message" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_outbox_message_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"kind" text NOT NULL,
	"whatsapp_number" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_id_proposal_kind_index" ON "outbox_messages" USING btree ("id_proposal","kind");--> statement-breakpoint
CREATE INDEX "outbox_messages_unsent" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."sent_at" is null;