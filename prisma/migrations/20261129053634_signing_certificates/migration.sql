-- CreateTable
CREATE TABLE "signing_certificates" (
    "id" TEXT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "sealed" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "signing_certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "signing_certificates_account_id_idx" ON "signing_certificates"("account_id");

-- AddForeignKey
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

