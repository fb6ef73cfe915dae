-- CreateTable
CREATE TABLE "studio_links" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "studio_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "studio_sessions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "abilities" TEXT[],
    "access_token_id" INTEGER,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "studio_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "studio_links_token_hash_key" ON "studio_links"("token_hash");

-- CreateIndex
CREATE INDEX "studio_links_user_id_idx" ON "studio_links"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "studio_sessions_token_hash_key" ON "studio_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "studio_sessions_user_id_idx" ON "studio_sessions"("user_id");

-- CreateIndex
CREATE INDEX "studio_sessions_access_token_id_idx" ON "studio_sessions"("access_token_id");

-- AddForeignKey
ALTER TABLE "studio_links" ADD CONSTRAINT "studio_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_access_token_id_fkey" FOREIGN KEY ("access_token_id") REFERENCES "access_tokens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

