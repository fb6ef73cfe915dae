-- AlterTable
ALTER TABLE "batches" ADD COLUMN     "cancel_requested" BOOLEAN NOT NULL DEFAULT false;

