CREATE TABLE "enrollment_steps" (
	"enrollment_id" text NOT NULL,
	"tab" text NOT NULL,
	"version" smallint NOT NULL,
	"answers_sealed" text,
	"completed_at" timestamp with time zone,
	"draft_sealed" text,
	"draft_revision" integer,
	"draft_saved_at" timestamp with time zone,
	CONSTRAINT "enrollment_steps_enrollment_id_tab_pk" PRIMARY KEY("enrollment_id","tab")
);
--> statement-breakpoint
CREATE TABLE "saved_enrollments" (
	"enrollment_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"link_hash" text NOT NULL,
	"email_hash" text NOT NULL,
	"secrets_sealed" text NOT NULL,
	"saved_tab" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "saved_enrollments_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "saved_enrollments_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE "verified_contacts" (
	"enrollment_id" text NOT NULL,
	"type" text NOT NULL,
	"contact_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_contacts_enrollment_id_type_contact_hash_pk" PRIMARY KEY("enrollment_id","type","contact_hash"),
	CONSTRAINT "verified_contacts_type_check" CHECK ("verified_contacts"."type" in ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "enroller_agent_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "wizard_seen" jsonb;--> statement-breakpoint
ALTER TABLE "enrollment_steps" ADD CONSTRAINT "enrollment_steps_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_enrollments" ADD CONSTRAINT "saved_enrollments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_contacts" ADD CONSTRAINT "verified_contacts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_enrollments_expires_idx" ON "saved_enrollments" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_enroller_agent_id_agents_id_fk" FOREIGN KEY ("enroller_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;