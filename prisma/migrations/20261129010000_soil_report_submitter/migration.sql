-- A worker's analysis of a shared field is stored under the owner's field with the worker as the
-- report's user, its submitter (docs/sharing.md). When the worker's account is deleted the report
-- stays with the field, submitted by "a former member": the column becomes NULL, as recorded_by
-- does for a child's records. An owner's deletion still removes every report of their fields
-- through the field's own cascade.
ALTER TABLE "soil_reports" ALTER COLUMN "user_id" DROP NOT NULL;
ALTER TABLE "soil_reports" DROP CONSTRAINT "soil_reports_user_id_fkey";
ALTER TABLE "soil_reports" ADD CONSTRAINT "soil_reports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
