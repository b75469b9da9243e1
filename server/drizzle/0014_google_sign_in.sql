CREATE TABLE "used_id_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_id_tokens_expires_at_index" ON "used_id_tokens" USING btree ("expires_at");