CREATE TABLE "whatsapp_opt_outs" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_messages_id_proposal_kind_index";--> statement-breakpoint
DROP INDEX "outbox_messages_unsent";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "id_user" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
-- Hand-written: the rows kept before (registration messages, one per proposal) get their key, their
-- recipient (the proposal's applicant) and, where marked sent, the state sent.
UPDATE "outbox_messages" SET "idempotency_key" = "kind" || ':' || "id_proposal",
  "state" = CASE WHEN "sent_at" IS NULL THEN 'pending' ELSE 'sent' END,
  "id_user" = (SELECT "referrers"."id_user" FROM "proposals" JOIN "referrers" ON "referrers"."id_referrer" = "proposals"."id_referrer" WHERE "proposals"."id_proposal" = "outbox_messages"."id_proposal");--> statement-breakpoint
ALTER TABLE "whatsapp_opt_outs" ADD CONSTRAINT "whatsapp_opt_outs_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_key_index" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_id_proposal_index" ON "outbox_messages" USING btree ("id_proposal");--> statement-breakpoint
CREATE INDEX "outbox_messages_due" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."state" = 'pending';