ALTER TABLE "compliances" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "compliance_members_role_idx" ON "compliance_members" USING btree ("compliance_uuid","role_code","user_uuid");--> statement-breakpoint
CREATE INDEX "compliance_members_user_idx" ON "compliance_members" USING btree ("user_uuid","compliance_uuid");--> statement-breakpoint
CREATE INDEX "compliances_list_idx" ON "compliances" USING btree ("company_uuid","is_active","process_status","deadline","compliance_uuid") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliances_renewal_idx" ON "compliances" USING btree ("renewal_of") WHERE renewal_of is not null;