-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "credits" INTEGER NOT NULL DEFAULT 0;


-- Hand-written: Prisma does not model triggers. The ledger is append-only (rows go only with their
-- account), so each new entry moves the balance and nothing else does.
UPDATE "accounts" a SET "credits" = COALESCE((SELECT SUM(c."amount") FROM "credit_entries" c WHERE c."account_id" = a."id"), 0);

CREATE FUNCTION "credit_entries_move_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "accounts" SET "credits" = "credits" + NEW."amount" WHERE "id" = NEW."account_id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "credit_entries_move_balance" AFTER INSERT ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "credit_entries_move_balance"();

-- Synchronous snaps are now stored only once settled; one an earlier version left mid-render is failed, uncharged.
UPDATE "snaps" SET "status" = 'failed', "last_error" = 'The render was interrupted by a server restart. Nothing was charged.',
  "completed_at" = CURRENT_TIMESTAMP, "updated_at" = CURRENT_TIMESTAMP
  WHERE "is_async" = false AND "status" IN ('pending', 'processing');
