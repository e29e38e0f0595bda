CREATE TABLE "member_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"session_hash" text NOT NULL,
	"member_ids" integer[] NOT NULL,
	"searched" boolean DEFAULT false NOT NULL,
	"page" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_access_log_action_check" CHECK ("member_access_log"."action" in ('list', 'enroll'))
);
--> statement-breakpoint
CREATE TABLE "member_list_codes" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_list_codes_owner_check" CHECK (("member_list_codes"."agent_id" is null) <> ("member_list_codes"."group_id" is null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "link_id" text;--> statement-breakpoint
ALTER TABLE "member_list_codes" ADD CONSTRAINT "member_list_codes_session_hash_sessions_token_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_list_codes" ADD CONSTRAINT "member_list_codes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_list_codes" ADD CONSTRAINT "member_list_codes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_access_log_created_idx" ON "member_access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_policies_member_idx" ON "member_policies" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_link_id_unique" UNIQUE("link_id");