-- CreateTable
CREATE TABLE "account_fonts" (
    "id" TEXT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "family" TEXT NOT NULL,
    "weight" INTEGER NOT NULL,
    "style" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_fonts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "account_fonts_account_id_idx" ON "account_fonts"("account_id");

-- AddForeignKey
ALTER TABLE "account_fonts" ADD CONSTRAINT "account_fonts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

