-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "locales" JSONB;

