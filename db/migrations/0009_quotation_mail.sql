ALTER TABLE "users" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "expiry_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_quotation_idx" ON "outbox" USING btree ("quotation_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('product', 'text', 'adjustment'));--> statement-breakpoint
-- Orders made from accepted quotations before order lines had a kind: a line without a product there was the
-- quotation's free text, discount or VAT, never a product, so it stops counting as an item.
UPDATE "order_items" SET "kind" = CASE
  WHEN "product_name" LIKE 'Discounts (quotation %' OR "product_name" LIKE 'VAT %(quotation %' THEN 'adjustment'
  ELSE 'text' END
WHERE "product_id" IS NULL
  AND "order_id" IN (SELECT "order_id" FROM "quotations" WHERE "order_id" IS NOT NULL);
