CREATE TABLE "proposal_revisions" (
	"id_proposal_revision" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_revisions_id_proposal_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_user" integer NOT NULL,
	"notes" jsonb NOT NULL,
	"from_status" integer NOT NULL,
	"sections_before" jsonb,
	"sections_after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resubmitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "proposal_revisions" ADD CONSTRAINT "proposal_revisions_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_revisions" ADD CONSTRAINT "proposal_revisions_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_revisions" ADD CONSTRAINT "proposal_revisions_from_status_proposal_statuses_id_proposal_status_fk" FOREIGN KEY ("from_status") REFERENCES "public"."proposal_statuses"("id_proposal_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_revisions_id_proposal_created_at_index" ON "proposal_revisions" USING btree ("id_proposal","created_at");