CREATE TABLE "one_time_codes" (
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"contact_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_codes_purpose_subject_pk" PRIMARY KEY("purpose","subject")
);
--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");