-- AlterTable
ALTER TABLE "embedded_forms" ADD COLUMN     "format" TEXT;

