CREATE TABLE "agent_portals" (
	"agent_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	CONSTRAINT "agent_portals_agent_id_portal_id_pk" PRIMARY KEY("agent_id","portal_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"access_code" text NOT NULL,
	"site_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"landing_page" text NOT NULL,
	"landing_url" text,
	"tagline" text,
	"bio" text,
	"logo" text,
	"image" text,
	CONSTRAINT "agents_code_unique" UNIQUE("code"),
	CONSTRAINT "agents_landing_page_unique" UNIQUE("landing_page")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_pricing_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_assets" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_meta" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_portals" (
	"group_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	CONSTRAINT "group_portals_group_id_portal_id_pk" PRIMARY KEY("group_id","portal_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"enrollment_code" text NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"agent_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"landing_page" text NOT NULL,
	"landing_url" text,
	"requires_group_code" boolean DEFAULT false NOT NULL,
	"tagline" text,
	"about" text,
	"logo" text,
	"image" text,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	CONSTRAINT "groups_code_unique" UNIQUE("code"),
	CONSTRAINT "groups_landing_page_unique" UNIQUE("landing_page")
);
--> statement-breakpoint
CREATE TABLE "member_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"gender" smallint NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"ssn_encrypted" text NOT NULL,
	"ssn_last4" char(4) NOT NULL,
	"zip" char(5) NOT NULL,
	"state" char(2) NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	CONSTRAINT "members_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "plan_groups" (
	"plan_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "plan_groups_plan_id_group_id_pk" PRIMARY KEY("plan_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "plan_portals" (
	"plan_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	CONSTRAINT "plan_portals_plan_id_portal_id_pk" PRIMARY KEY("plan_id","portal_id")
);
--> statement-breakpoint
CREATE TABLE "plan_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"tier" text NOT NULL,
	"min_age" smallint NOT NULL,
	"max_age" smallint NOT NULL,
	"state" char(2),
	"tobacco" boolean,
	"price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"category_key" text NOT NULL,
	"short_text" text NOT NULL,
	"logo" text,
	"callout_text" text,
	"callout_color" text,
	"network" text,
	"featured" boolean DEFAULT false NOT NULL,
	"states" char(2)[],
	"tiers" text[] NOT NULL,
	"min_age" smallint NOT NULL,
	"max_age" smallint NOT NULL,
	"is_partner_carrier" boolean DEFAULT false NOT NULL,
	"is_membership" boolean DEFAULT false NOT NULL,
	"requires_group_code" boolean DEFAULT false NOT NULL,
	"salary_based" boolean DEFAULT false NOT NULL,
	"tobacco_rated" boolean DEFAULT false NOT NULL,
	"premier" boolean DEFAULT false NOT NULL,
	"iha" boolean DEFAULT false NOT NULL,
	"l713" boolean DEFAULT false NOT NULL,
	"salary" jsonb,
	"blackout" jsonb,
	"description" jsonb NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "portal_sites" (
	"portal_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "portal_sites_portal_id_site_id_pk" PRIMARY KEY("portal_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "portals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_theme" (
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_theme_site_id_key_pk" PRIMARY KEY("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"about" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "agent_portals" ADD CONSTRAINT "agent_portals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_portals" ADD CONSTRAINT "agent_portals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_portals" ADD CONSTRAINT "group_portals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_portals" ADD CONSTRAINT "group_portals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_policies" ADD CONSTRAINT "member_policies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_policies" ADD CONSTRAINT "member_policies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_groups" ADD CONSTRAINT "plan_groups_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_groups" ADD CONSTRAINT "plan_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_portals" ADD CONSTRAINT "plan_portals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_portals" ADD CONSTRAINT "plan_portals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pricing" ADD CONSTRAINT "plan_pricing_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD CONSTRAINT "portal_sites_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD CONSTRAINT "portal_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_theme" ADD CONSTRAINT "site_theme_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_access_code_idx" ON "agents" USING btree (upper("access_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_plan_idx" ON "cart_lines" USING btree ("enrollment_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_enrollment_code_idx" ON "groups" USING btree (upper("enrollment_code"));--> statement-breakpoint
CREATE INDEX "members_agent_idx" ON "members" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "members_group_idx" ON "members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "plan_pricing_lookup_idx" ON "plan_pricing" USING btree ("plan_id","tier","min_age");--> statement-breakpoint
CREATE INDEX "plans_category_idx" ON "plans" USING btree ("category_key");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");