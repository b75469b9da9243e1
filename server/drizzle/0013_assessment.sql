CREATE TABLE "assessments" (
	"id_verification_assesor" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_verification_assesor_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_user" integer NOT NULL,
	"recommendation" text NOT NULL,
	"note" text NOT NULL,
	"rule_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"recomputation" jsonb,
	"recomputed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistance" (
	"id_assistance" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistance_id_assistance_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"amount" integer NOT NULL,
	"form" text NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"id_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "had_kifayah" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_recomputed_by_users_id_user_fk" FOREIGN KEY ("recomputed_by") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance" ADD CONSTRAINT "assistance_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance" ADD CONSTRAINT "assistance_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_id_proposal_id_user_index" ON "assessments" USING btree ("id_proposal","id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "assistance_id_proposal_index" ON "assistance" USING btree ("id_proposal");