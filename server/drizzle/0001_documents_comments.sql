CREATE TABLE "comments" (
	"id_comment" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_comment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"id_proposal" integer NOT NULL,
	"id_reference" integer NOT NULL,
	"table_reference" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_verifications" (
	"id_document_verification" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_verifications_id_document_verification_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_document" integer,
	"id_verificator" integer NOT NULL,
	"id_document_type" integer NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "id_document_replaced" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "review_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_verifications" ADD CONSTRAINT "document_verifications_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_verifications" ADD CONSTRAINT "document_verifications_id_document_documents_id_document_fk" FOREIGN KEY ("id_document") REFERENCES "public"."documents"("id_document") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_verifications" ADD CONSTRAINT "document_verifications_id_verificator_users_id_user_fk" FOREIGN KEY ("id_verificator") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_verifications" ADD CONSTRAINT "document_verifications_id_document_type_document_types_id_document_type_fk" FOREIGN KEY ("id_document_type") REFERENCES "public"."document_types"("id_document_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_id_proposal_table_reference_id_reference_index" ON "comments" USING btree ("id_proposal","table_reference","id_reference");--> statement-breakpoint
CREATE INDEX "document_verifications_id_proposal_index" ON "document_verifications" USING btree ("id_proposal");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_id_document_replaced_documents_id_document_fk" FOREIGN KEY ("id_document_replaced") REFERENCES "public"."documents"("id_document") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_users_id_user_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_id_document_replaced_index" ON "documents" USING btree ("id_document_replaced");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_review_status" CHECK ("documents"."review_status" in ('PENDING', 'ACCEPTED', 'REUPLOAD'));