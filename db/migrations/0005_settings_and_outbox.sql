CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"logo_key" text,
	"logo_widths" integer[],
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"inquiry_id" integer,
	"recipients" text[] NOT NULL,
	"reply_to" text,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_inquiry_idx" ON "outbox" USING btree ("inquiry_id");--> statement-breakpoint
-- Hand-written: the company's details are on every public page, whose ETags and caches are keyed by the catalogue
-- version (0004), so a settings change raises it too.
CREATE CONSTRAINT TRIGGER "settings_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
