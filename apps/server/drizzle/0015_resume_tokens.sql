CREATE TABLE "resume_tokens" (
	"enrollment_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"site_id" integer NOT NULL,
	"proof_kind" text,
	"proof_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resume_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "resume_tokens_proof_check" CHECK ("resume_tokens"."proof_kind" is null or "resume_tokens"."proof_kind" in ('agent', 'group'))
);
--> statement-breakpoint
ALTER TABLE "resume_tokens" ADD CONSTRAINT "resume_tokens_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;