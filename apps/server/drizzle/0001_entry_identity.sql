CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "referral_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "requires_access_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_referral_id_unique" UNIQUE("referral_id");