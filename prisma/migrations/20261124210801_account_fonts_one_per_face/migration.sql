-- DropIndex
DROP INDEX "account_fonts_account_id_idx";

-- AlterTable: filled from each row's family before it is required.
ALTER TABLE "account_fonts" ADD COLUMN     "family_key" TEXT;
UPDATE "account_fonts" SET "family_key" = lower("family");

-- Faces stored twice by uploads that raced: the first upload stays (its file stays on disk, unreferenced, as after a crash).
DELETE FROM "account_fonts" f USING "account_fonts" kept
WHERE kept."account_id" = f."account_id" AND kept."family_key" = f."family_key" AND kept."weight" = f."weight" AND kept."style" = f."style"
  AND (kept."created_at", kept."id") < (f."created_at", f."id");

ALTER TABLE "account_fonts" ALTER COLUMN "family_key" SET NOT NULL;

-- The previous version, still running during a rolling upgrade, inserts without the key: it is filled from the family.
-- (NOT NULL is checked after BEFORE triggers.) A later release may drop this trigger.
CREATE FUNCTION "account_fonts_fill_family_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."family_key" := coalesce(NEW."family_key", lower(NEW."family"));
  RETURN NEW;
END $$;
CREATE TRIGGER "account_fonts_fill_family_key" BEFORE INSERT ON "account_fonts"
  FOR EACH ROW EXECUTE FUNCTION "account_fonts_fill_family_key"();

-- CreateIndex
CREATE UNIQUE INDEX "account_fonts_account_id_family_key_weight_style_key" ON "account_fonts"("account_id", "family_key", "weight", "style");
