-- AlterTable
ALTER TABLE "embedded_forms" ADD COLUMN     "field_settings" JSONB NOT NULL DEFAULT '{}';

