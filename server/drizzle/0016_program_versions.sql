CREATE TABLE "program_versions" (
	"id_program" integer NOT NULL,
	"version" integer NOT NULL,
	"id_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_versions_id_program_version_pk" PRIMARY KEY("id_program","version")
);
--> statement-breakpoint
ALTER TABLE "program_sections" ADD COLUMN "from_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_sections" ADD COLUMN "until_version" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "program_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_proposals" ADD COLUMN "program_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_versions" ADD CONSTRAINT "program_versions_id_program_programs_id_program_fk" FOREIGN KEY ("id_program") REFERENCES "public"."programs"("id_program") ON DELETE no action ON UPDATE no action;