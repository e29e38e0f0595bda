ALTER TABLE "agents" ADD COLUMN "enroller_code" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "wizard" jsonb DEFAULT '{"steps":[],"ask":{},"lock":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "enroller_code" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_enroller_code_unique" UNIQUE("enroller_code");