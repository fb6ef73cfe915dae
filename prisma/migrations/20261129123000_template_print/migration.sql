-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "print" JSONB;
