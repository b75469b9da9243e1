CREATE TABLE "organization_bank_accounts" (
	"id_organization_bank_account" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_bank_accounts_id_organization_bank_account_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_organization" integer NOT NULL,
	"id_bank_account" integer,
	"id_bank" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_managers" (
	"id_organization_manager" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_managers_id_organization_manager_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_organization" integer NOT NULL,
	"id_user" integer,
	"slot" text NOT NULL,
	"full_name" text NOT NULL,
	"whatsapp" text NOT NULL,
	"gender" text NOT NULL,
	"position" text NOT NULL,
	"length_in_organization" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id_organization" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_organization_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"whatsapp" text NOT NULL,
	"id_province" integer NOT NULL,
	"id_regency" integer NOT NULL,
	"id_district" integer NOT NULL,
	"id_sub_district" bigint NOT NULL,
	"full_address" text NOT NULL,
	"rt" text NOT NULL,
	"rw" text NOT NULL,
	"postal_code" text NOT NULL,
	"dawah_activities_frequency" text,
	"routine_dawah_education_social_programs" boolean,
	"institution_description" text NOT NULL,
	"dawah_lecture_topics" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_bank_accounts" ADD CONSTRAINT "organization_bank_accounts_id_organization_organizations_id_organization_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id_organization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_bank_accounts" ADD CONSTRAINT "organization_bank_accounts_id_bank_account_bank_accounts_id_bank_account_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_accounts"("id_bank_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_bank_accounts" ADD CONSTRAINT "organization_bank_accounts_id_bank_banks_id_bank_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."banks"("id_bank") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_managers" ADD CONSTRAINT "organization_managers_id_organization_organizations_id_organization_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id_organization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_managers" ADD CONSTRAINT "organization_managers_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_id_province_provinces_id_province_fk" FOREIGN KEY ("id_province") REFERENCES "public"."provinces"("id_province") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_id_regency_regencies_id_regency_fk" FOREIGN KEY ("id_regency") REFERENCES "public"."regencies"("id_regency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_id_district_districts_id_district_fk" FOREIGN KEY ("id_district") REFERENCES "public"."districts"("id_district") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_id_sub_district_subdistricts_id_sub_district_fk" FOREIGN KEY ("id_sub_district") REFERENCES "public"."subdistricts"("id_sub_district") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_bank_accounts_id_organization_index" ON "organization_bank_accounts" USING btree ("id_organization");--> statement-breakpoint
CREATE INDEX "organization_managers_id_organization_index" ON "organization_managers" USING btree ("id_organization");--> statement-breakpoint
CREATE INDEX "organizations_id_user_index" ON "organizations" USING btree ("id_user");