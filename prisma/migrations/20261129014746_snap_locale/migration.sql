-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "locale" TEXT;

