CREATE TABLE "user_changes" (
	"id_user_change" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_changes_id_user_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "accepts" text[] DEFAULT '{image,pdf}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_statuses" ADD COLUMN "final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "recipient_response" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "recipient_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "id_proposal" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "id_temp_proposal" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "id_person" integer;--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_changed_by_users_id_user_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_changes_id_user_index" ON "user_changes" USING btree ("id_user");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_id_person_users_id_user_fk" FOREIGN KEY ("id_person") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_id_proposal_index" ON "bank_accounts" USING btree ("id_proposal");--> statement-breakpoint
CREATE INDEX "documents_id_temp_proposal_index" ON "documents" USING btree ("id_temp_proposal");--> statement-breakpoint
CREATE INDEX "documents_id_person_id_document_type_index" ON "documents" USING btree ("id_person","id_document_type");--> statement-breakpoint
UPDATE "documents" d SET "id_person" = d."id_user" FROM "document_types" t WHERE t."id_document_type" = d."id_document_type" AND t."from_user";
