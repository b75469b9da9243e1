DROP INDEX "users_id_province_index";--> statement-breakpoint
DROP INDEX "users_id_regency_index";--> statement-breakpoint
CREATE INDEX "users_id_province_id_user_index" ON "users" USING btree ("id_province","id_user");--> statement-breakpoint
CREATE INDEX "users_id_regency_id_user_index" ON "users" USING btree ("id_regency","id_user");