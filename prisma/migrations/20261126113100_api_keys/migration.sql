-- AlterTable
ALTER TABLE "access_tokens" ADD COLUMN     "prefix" TEXT,
ADD COLUMN     "role" "Role";
