-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "previous_url_signing_key" TEXT,
ADD COLUMN     "previous_url_signing_key_until" TIMESTAMP(3),
ADD COLUMN     "url_signing_key" TEXT;

-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'api';

-- CreateTable
CREATE TABLE "render_url_claims" (
    "cache_key" TEXT NOT NULL,
    "lease_expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "render_url_claims_pkey" PRIMARY KEY ("cache_key")
);

