-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "pages" JSONB;
