-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "has_unpublished_changes" BOOLEAN NOT NULL DEFAULT false;


-- Existing drafts: compared as the service compares them (the draft against the published design's fields).
UPDATE "templates" SET "has_unpublished_changes" = true
WHERE "draft" IS NOT NULL AND "draft" <> jsonb_build_object(
  'title', "title", 'size', "size", 'width', "width", 'height', "height", 'background_color', "background_color", 'layers', "layers");
