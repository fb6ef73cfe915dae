-- AlterTable
ALTER TABLE "accounts" DROP COLUMN "reserved_credits";

-- AlterTable
ALTER TABLE "snaps" DROP COLUMN "reserved_credits";

-- Hand-written note: the interface checks the balance at acceptance and reserves nothing (issue 39.1);
-- queued work is charged when it completes, only if the balance covers it (src/billing/settlement.ts).
