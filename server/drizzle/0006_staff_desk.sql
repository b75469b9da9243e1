CREATE TABLE "audit_events" (
	"id_audit_event" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_audit_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"action" text NOT NULL,
	"id_proposal" integer,
	"id_subject_user" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_status_history" ADD COLUMN "from_status" integer;--> statement-breakpoint
ALTER TABLE "proposal_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_id_proposal_created_at_index" ON "audit_events" USING btree ("id_proposal","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_id_subject_user_created_at_index" ON "audit_events" USING btree ("id_subject_user","created_at");--> statement-breakpoint
ALTER TABLE "proposal_status_history" ADD CONSTRAINT "proposal_status_history_from_status_proposal_statuses_id_proposal_status_fk" FOREIGN KEY ("from_status") REFERENCES "public"."proposal_statuses"("id_proposal_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_id_program_verification_number_index" ON "proposals" USING btree ("id_program","verification_number");--> statement-breakpoint
CREATE INDEX "proposals_created_at_id_proposal_index" ON "proposals" USING btree ("created_at","id_proposal");--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
