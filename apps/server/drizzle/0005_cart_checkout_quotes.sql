CREATE TABLE "cart_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"recipient_sealed" text NOT NULL,
	"effective_date" date,
	"status" text DEFAULT 'sent' NOT NULL,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "cart_quotes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "cart_quotes_status_check" CHECK ("cart_quotes"."status" in ('sent', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "enrollment_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"name" text NOT NULL,
	"image_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "enroll_by" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "enrollment_fee" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "union" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "riders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_screenshots" ADD CONSTRAINT "enrollment_screenshots_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_quotes_enrollment_idx" ON "cart_quotes" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "enrollment_screenshots_enrollment_idx" ON "enrollment_screenshots" USING btree ("enrollment_id");