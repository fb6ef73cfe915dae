-- CreateTable
CREATE TABLE "template_versions" (
    "id" SERIAL NOT NULL,
    "template_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "design" JSONB NOT NULL,
    "author_id" INTEGER,
    "author_label" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "template_versions_template_id_version_key" ON "template_versions"("template_id", "version");

-- AddForeignKey
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Each existing template's published design becomes the row of its current version (the number renders,
-- snaps and render URLs already carry; earlier designs were not kept), authored by no one, dated at its last write.
-- The design as the service writes it (template-service.ts publishedDesign): animation, sizes and locales only when set.
INSERT INTO "template_versions" ("template_id", "version", "design", "author_id", "author_label", "created_at")
SELECT "id", "version",
  jsonb_build_object('title', "title", 'size', "size", 'width', "width", 'height', "height",
    'background_color', "background_color", 'layers', "layers")
  || CASE WHEN "animation" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('animation', "animation") END
  || CASE WHEN "sizes" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('sizes', "sizes") END
  || CASE WHEN "locales" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('locales', "locales") END,
  NULL, 'published before versions were kept', "updated_at"
FROM "templates";
