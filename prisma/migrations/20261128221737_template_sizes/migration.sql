-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "sizes" JSONB;

-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "size" TEXT;

