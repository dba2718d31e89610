CREATE TABLE "catalogue_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- Hand-written: every transaction that writes products, categories or product images raises the version once,
-- at its commit, so a cache keyed by it can never outlive a commit (server/services/catalogue-cache.ts).
-- Deferred row triggers run when the transaction commits, after it has taken all its row locks: taking the
-- version row last means a writer never waits for it while holding a lock another writer needs (an import
-- and an order shipping the same product would otherwise deadlock). A transaction-local flag skips the
-- update after the first row.
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('shop.catalogue_version_raised', true), '') <> 'yes' THEN
    UPDATE "catalogue_state" SET "version" = "version" + 1;
    PERFORM set_config('shop.catalogue_version_raised', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
