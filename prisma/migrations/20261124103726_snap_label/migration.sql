-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "label" TEXT;

