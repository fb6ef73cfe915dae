-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "animation" JSONB;
