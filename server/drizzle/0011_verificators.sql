CREATE TABLE "proposal_verificators" (
	"id_proposal_verificator" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_verificators_id_proposal_verificator_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_proposal" integer NOT NULL,
	"id_verificator" integer NOT NULL,
	"id_verificator_status" integer NOT NULL,
	"id_lead_verificator" integer NOT NULL,
	"verification_date" timestamp with time zone,
	"cost" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificators" (
	"id_verificator" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verificators_id_verificator_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verificators_idUser_unique" UNIQUE("id_user")
);
--> statement-breakpoint
ALTER TABLE "proposal_verificators" ADD CONSTRAINT "proposal_verificators_id_proposal_proposals_id_proposal_fk" FOREIGN KEY ("id_proposal") REFERENCES "public"."proposals"("id_proposal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_verificators" ADD CONSTRAINT "proposal_verificators_id_verificator_verificators_id_verificator_fk" FOREIGN KEY ("id_verificator") REFERENCES "public"."verificators"("id_verificator") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_verificators" ADD CONSTRAINT "proposal_verificators_id_lead_verificator_users_id_user_fk" FOREIGN KEY ("id_lead_verificator") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificators" ADD CONSTRAINT "verificators_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_verificators_id_proposal_index" ON "proposal_verificators" USING btree ("id_proposal");--> statement-breakpoint
CREATE INDEX "proposal_verificators_id_verificator_id_verificator_status_index" ON "proposal_verificators" USING btree ("id_verificator","id_verificator_status");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_verificators_active" ON "proposal_verificators" USING btree ("id_proposal","id_verificator") WHERE "proposal_verificators"."id_verificator_status" = 1;