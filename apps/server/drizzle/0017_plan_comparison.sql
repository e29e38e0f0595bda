-- A side-by-side comparison of plans: the rows each category compares, and each plan's values for them.
ALTER TABLE "categories" ADD COLUMN "compare" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "summary" jsonb DEFAULT '{}'::jsonb NOT NULL;