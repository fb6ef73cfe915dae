-- AlterTable
ALTER TABLE "users" ADD COLUMN     "joined_at" TIMESTAMP(3);

-- Everyone already here has joined.
UPDATE "users" SET "joined_at" = "created_at";
