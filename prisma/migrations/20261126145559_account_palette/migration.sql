-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "palette" TEXT[] DEFAULT ARRAY[]::TEXT[];

