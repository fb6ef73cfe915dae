-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "unlimited" BOOLEAN NOT NULL DEFAULT false;

-- Hand-written: an unlimited account's charges stay in the ledger (usage counts them) but do not move
-- its balance; grants always do. The balance is then the grants plus the charges made while limited.
CREATE OR REPLACE FUNCTION "credit_entries_move_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "accounts" SET "credits" = "credits" + NEW."amount" WHERE "id" = NEW."account_id" AND (NEW."amount" > 0 OR NOT "unlimited");
  RETURN NULL;
END
$$;
