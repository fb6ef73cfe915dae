-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "reserved_credits" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "idempotency_keys" ADD COLUMN     "lease_expires_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "snaps" ADD COLUMN     "reserved_credits" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: work accepted before reservations reserved nothing, so it releases nothing (all zero above);
-- keys claimed before leases have none, so a later request takes them as abandoned.
