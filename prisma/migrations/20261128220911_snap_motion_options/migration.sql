-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "motion_options" JSONB;

