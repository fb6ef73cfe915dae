-- AlterTable
ALTER TABLE "embedded_forms" ADD COLUMN     "frame_ancestors" TEXT[] DEFAULT ARRAY[]::TEXT[];

