CREATE TABLE "agreement_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signer" text NOT NULL,
	"signature_mode" text NOT NULL,
	"texts" jsonb NOT NULL,
	"verification_sealed" text NOT NULL,
	"signature_sealed" text,
	"signature_sha256" text,
	"client_ip" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "agreement_evidence_signer_check" CHECK ("agreement_evidence"."signer" in ('applicant', 'rep', 'group', 'member'))
);
--> statement-breakpoint
CREATE TABLE "agreement_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"head" text NOT NULL,
	"body" text NOT NULL,
	"required" boolean NOT NULL,
	"agreement" boolean NOT NULL,
	"version" integer NOT NULL,
	"general" boolean DEFAULT false NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"plan_ids" integer[] DEFAULT '{}' NOT NULL,
	"payment_methods" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "agreement_texts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"pdf_sealed" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"plan_id" integer,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"carrier_name" text NOT NULL,
	"category_key" text NOT NULL,
	"plan_pricing_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"enrollment_fee" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "application_policies_status_check" CHECK ("application_policies"."status" in ('pending', 'active', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"site_id" integer NOT NULL,
	"status" text NOT NULL,
	"enroll_by" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"effective_date" date NOT NULL,
	"tier" text NOT NULL,
	"payment_method" text NOT NULL,
	"call_invoice" boolean NOT NULL,
	"initial_month_cost" numeric(10, 2) NOT NULL,
	"recurring_month_cost" numeric(10, 2) NOT NULL,
	"answers_sealed" text NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"receipt_queued_at" timestamp with time zone,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('submitted', 'awaiting-signature'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"number" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "member_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text,
	"routing_number" text,
	"account_type" text,
	"account_holder_type" text,
	"account_number_sealed" text,
	"account_last4" text,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"expiration_month" text,
	"expiration_year" smallint,
	CONSTRAINT "member_payment_methods_kind_check" CHECK ("member_payment_methods"."kind" in ('bank', 'card'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"body_sealed" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_evidence" ADD CONSTRAINT "agreement_evidence_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_policies" ADD CONSTRAINT "application_policies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_policies" ADD CONSTRAINT "application_policies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_methods" ADD CONSTRAINT "member_payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_evidence_enrollment_idx" ON "agreement_evidence" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_version_idx" ON "application_documents" USING btree ("application_id","version");--> statement-breakpoint
CREATE INDEX "application_policies_application_idx" ON "application_policies" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_enrollment_idx" ON "applications" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_confirmation_idx" ON "applications" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_application_idx" ON "invoices" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "member_payment_methods_member_idx" ON "member_payment_methods" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "signature_requests_application_idx" ON "signature_requests" USING btree ("application_id");