CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"business_style" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"tax_class" text DEFAULT 'vat' NOT NULL,
	"withholding_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"payment_term_days" integer DEFAULT 0 NOT NULL,
	"credit_limit" numeric(12, 2),
	"price_tier_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"quotation_terms" text DEFAULT '' NOT NULL,
	"quotation_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tax_class_check" CHECK ("customers"."tax_class" in ('vat', 'vat_exempt', 'zero_rated', 'government')),
	CONSTRAINT "customers_withholding_check" CHECK ("customers"."withholding_percent" in (0, 1, 2)),
	CONSTRAINT "customers_terms_check" CHECK ("customers"."payment_term_days" in (0, 7, 15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "price_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"tier_id" integer,
	"min_quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_breaks_product_tier_quantity_key" UNIQUE NULLS NOT DISTINCT("product_id","tier_id","min_quantity"),
	CONSTRAINT "price_breaks_quantity_check" CHECK ("price_breaks"."min_quantity" >= 2),
	CONSTRAINT "price_breaks_price_check" CHECK ("price_breaks"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tier_prices" (
	"product_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_tier_prices_product_id_tier_id_pk" PRIMARY KEY("product_id","tier_id"),
	CONSTRAINT "product_tier_prices_price_check" CHECK ("product_tier_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "tier_category_discounts" (
	"tier_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "tier_category_discounts_tier_id_category_id_pk" PRIMARY KEY("tier_id","category_id"),
	CONSTRAINT "tier_category_discounts_percent_check" CHECK ("tier_category_discounts"."percent" > 0 and "tier_category_discounts"."percent" < 100)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_price_tier_id_price_tiers_id_fk" FOREIGN KEY ("price_tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_prices" ADD CONSTRAINT "product_tier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_prices" ADD CONSTRAINT "product_tier_prices_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_category_discounts" ADD CONSTRAINT "tier_category_discounts_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_category_discounts" ADD CONSTRAINT "tier_category_discounts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_email_idx" ON "customer_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_primary_idx" ON "customer_contacts" USING btree ("customer_id") WHERE "customer_contacts"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_idx" ON "customers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_tin_idx" ON "customers" USING btree ("tin");--> statement-breakpoint
CREATE INDEX "customers_tier_idx" ON "customers" USING btree ("price_tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tiers_name_idx" ON "price_tiers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id");--> statement-breakpoint
-- Hand-written: one customer for each e-mail address the shop's inquiries, quotations and orders were sent from,
-- named as the latest of them named it (its company, else the person), with that person as the primary
-- contact. The documents keep their own copies of the name and address. The code is a placeholder until the
-- next statement gives each customer its C-00001 code.
INSERT INTO "customers" ("code", "name", "created_at")
SELECT 'migrating:' || latest.email, CASE WHEN latest.company <> '' THEN latest.company ELSE latest.name END, latest.first_at
FROM (
  SELECT DISTINCT ON (email) email, name, company, min(created_at) OVER (PARTITION BY email) AS first_at
  FROM (
    SELECT lower(trim("email")) AS email, trim("name") AS name, trim("company") AS company, "created_at" FROM "inquiries"
    UNION ALL
    SELECT lower(trim("customer_email")), trim("customer_name"), trim("customer_company"), "created_at" FROM "quotations"
    UNION ALL
    SELECT lower(trim("customer_email")), trim("customer_name"), trim("customer_company"), "created_at" FROM "orders"
  ) AS documents
  WHERE email <> ''
  ORDER BY email, created_at DESC
) AS latest
ORDER BY latest.first_at, latest.email;
--> statement-breakpoint
INSERT INTO "customer_contacts" ("customer_id", "name", "email", "phone", "is_primary")
SELECT c."id", latest.name, latest.email, latest.phone, true
FROM "customers" AS c
JOIN (
  SELECT DISTINCT ON (email) email, name, phone
  FROM (
    SELECT lower(trim("email")) AS email, trim("name") AS name, trim("phone") AS phone, "created_at" FROM "inquiries"
    UNION ALL
    SELECT lower(trim("customer_email")), trim("customer_name"), trim("customer_phone"), "created_at" FROM "quotations"
    UNION ALL
    SELECT lower(trim("customer_email")), trim("customer_name"), trim("customer_phone"), "created_at" FROM "orders"
  ) AS documents
  WHERE email <> ''
  ORDER BY email, created_at DESC
) AS latest ON c."code" = 'migrating:' || latest.email;
--> statement-breakpoint
UPDATE "inquiries" AS d SET "customer_id" = c."id" FROM "customers" AS c
  WHERE c."code" = 'migrating:' || lower(trim(d."email"));
--> statement-breakpoint
UPDATE "quotations" AS d SET "customer_id" = c."id" FROM "customers" AS c
  WHERE c."code" = 'migrating:' || lower(trim(d."customer_email"));
--> statement-breakpoint
UPDATE "orders" AS d SET "customer_id" = c."id" FROM "customers" AS c
  WHERE c."code" = 'migrating:' || lower(trim(d."customer_email"));
--> statement-breakpoint
UPDATE "customers" SET "code" = 'C-' || lpad("id"::text, 5, '0') WHERE "code" LIKE 'migrating:%';
--> statement-breakpoint
-- Hand-written: product pages show the retail quantity breaks, so their writes raise the catalogue version too.
CREATE CONSTRAINT TRIGGER "price_breaks_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "price_breaks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
