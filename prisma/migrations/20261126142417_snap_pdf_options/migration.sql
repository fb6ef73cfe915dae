-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "pdf_options" JSONB;

