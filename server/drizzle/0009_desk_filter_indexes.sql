CREATE INDEX "proposals_document_complete_index" ON "proposals" USING btree ("document_complete") WHERE "proposals"."id_proposal_parent" is null;--> statement-breakpoint
CREATE INDEX "users_nip_prefix" ON "users" USING btree (lower("nip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_id_province_index" ON "users" USING btree ("id_province");--> statement-breakpoint
CREATE INDEX "users_id_regency_index" ON "users" USING btree ("id_regency");