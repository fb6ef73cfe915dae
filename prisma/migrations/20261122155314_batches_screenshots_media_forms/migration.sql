-- CreateEnum
CREATE TYPE "BatchStatus" AS ENUM ('pending', 'processing', 'completed', 'failed', 'canceled');

-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "batch_id" INTEGER,
ADD COLUMN     "identifier" TEXT,
ADD COLUMN     "position" INTEGER;

-- CreateTable
CREATE TABLE "batches" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "template_id" INTEGER,
    "title" TEXT NOT NULL,
    "status" "BatchStatus" NOT NULL DEFAULT 'pending',
    "type" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "transparent" BOOLEAN NOT NULL DEFAULT false,
    "webhook_url" TEXT,
    "idempotency_key" TEXT,
    "total_rows" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screenshots" (
    "id" TEXT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "media_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screenshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "media_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "embedded_forms" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "template_id" INTEGER,
    "collection_id" INTEGER,
    "layers" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "embedded_forms_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "batches_uuid_key" ON "batches"("uuid");

-- CreateIndex
CREATE INDEX "batches_account_id_created_at_idx" ON "batches"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "batches_status_idx" ON "batches"("status");

-- CreateIndex
CREATE INDEX "screenshots_account_id_created_at_id_idx" ON "screenshots"("account_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "media_account_id_created_at_id_idx" ON "media"("account_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "embedded_forms_uuid_key" ON "embedded_forms"("uuid");

-- CreateIndex
CREATE INDEX "embedded_forms_account_id_idx" ON "embedded_forms"("account_id");

-- CreateIndex
CREATE INDEX "snaps_batch_id_position_idx" ON "snaps"("batch_id", "position");

-- AddForeignKey
ALTER TABLE "snaps" ADD CONSTRAINT "snaps_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batches" ADD CONSTRAINT "batches_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batches" ADD CONSTRAINT "batches_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "embedded_forms" ADD CONSTRAINT "embedded_forms_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "embedded_forms" ADD CONSTRAINT "embedded_forms_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "embedded_forms" ADD CONSTRAINT "embedded_forms_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

