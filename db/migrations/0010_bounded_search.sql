DROP INDEX "products_search_fts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_title_idx" ON "products" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
-- Hand-written: the titles of the products already stored, as server/services/catalogue/search-text.ts writes them.
-- Last, because an index cannot be created on a table with the deferred trigger events this update leaves.
UPDATE "products" AS p SET "search_title" = lower(concat_ws(' ', p."name", p."brand", c."name"))
  FROM "products" AS p2 LEFT JOIN "categories" AS c ON c."id" = p2."category_id"
  WHERE p2."id" = p."id";
