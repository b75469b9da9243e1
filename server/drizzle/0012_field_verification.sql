CREATE SEQUENCE "public"."verification_item_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "field_verifications" (
	"id_proposal" integer PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_evidence" (
	"id_handover_evidence" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handover_evidence_id_handover_evidence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_user" integer NOT NULL,
	"storage_key" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pretests" (
	"id_proposal" integer PRIMARY KEY NOT NULL,
	"approved" boolean NOT NULL,
	"note" text,
	"id_user" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_verificator_details" (
	"id_proposal_verificator_detail" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_verificator_details_id_proposal_verificator_detail_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal_verificator" integer NOT NULL,
	"distance" double precision NOT NULL,
	"travel_time" double precision NOT NULL,
	"travel_mode" text NOT NULL,
	"reason" text NOT NULL,
	"routine_program" boolean NOT NULL,
	"engagement" boolean,
	"faqih" boolean,
	"knowing" boolean,
	"is_salafi" boolean,
	"trusted" boolean,
	"recomended" boolean,
	"number_similiar_program" double precision,
	"other_social_program" text,
	"estimated_recipient" double precision,
	"banner_printing_place" text,
	"packaging_seller" text,
	"shirt_size" text,
	"visited_date" date NOT NULL,
	"daily_stories" text,
	"note" text,
	"id_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_verificator_details_idProposalVerificator_unique" UNIQUE("id_proposal_verificator")
);
--> statement-breakpoint
CREATE TABLE "verification_sections" (
	"id_verification_section" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_sections_id_verification_section_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_section" integer NOT NULL,
	"route" text NOT NULL,
	"data" jsonb NOT NULL,
	"id_verificator" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_verifications" ADD CONSTRAINT "field_verifications_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_verifications" ADD CONSTRAINT "field_verifications_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_evidence" ADD CONSTRAINT "handover_evidence_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_evidence" ADD CONSTRAINT "handover_evidence_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pretests" ADD CONSTRAINT "pretests_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pretests" ADD CONSTRAINT "pretests_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_verificator_details" ADD CONSTRAINT "proposal_verificator_details_id_proposal_verificator_proposal_verificators_id_proposal_verificator_fk" FOREIGN KEY ("id_proposal_verificator") REFERENCES "public"."proposal_verificators"("id_proposal_verificator") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_verificator_details" ADD CONSTRAINT "proposal_verificator_details_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sections" ADD CONSTRAINT "verification_sections_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sections" ADD CONSTRAINT "verification_sections_id_section_sections_id_section_fk" FOREIGN KEY ("id_section") REFERENCES "public"."sections"("id_section") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sections" ADD CONSTRAINT "verification_sections_id_verificator_users_id_user_fk" FOREIGN KEY ("id_verificator") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_evidence_id_proposal_index" ON "handover_evidence" USING btree ("id_proposal");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_sections_id_proposal_id_section_index" ON "verification_sections" USING btree ("id_proposal","id_section");