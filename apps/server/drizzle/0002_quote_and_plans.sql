CREATE TABLE "enrollment_answers" (
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"answers_sealed" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_answers_enrollment_id_plan_id_kind_pk" PRIMARY KEY("enrollment_id","plan_id","kind")
);
--> statement-breakpoint
CREATE TABLE "plan_questions" (
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"required_answer" boolean,
	"declining_answer" boolean,
	"decline_message" text,
	CONSTRAINT "plan_questions_plan_id_kind_position_pk" PRIMARY KEY("plan_id","kind","position")
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "portal_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "eprocess" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "enroll_type" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "open_type" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "zip" char(5);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "state" char(2);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "is_smoker" boolean;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "annual_salary" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "weekly_hours" smallint;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "spouse_dob" date;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "children_count" smallint;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "group_code_group_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "enrollment_answers" ADD CONSTRAINT "enrollment_answers_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_answers" ADD CONSTRAINT "enrollment_answers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_questions" ADD CONSTRAINT "plan_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_group_code_group_id_groups_id_fk" FOREIGN KEY ("group_code_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;