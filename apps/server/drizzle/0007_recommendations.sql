CREATE TABLE "history_cart_plans" (
	"cart_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "history_cart_plans_cart_id_plan_id_pk" PRIMARY KEY("cart_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "history_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer NOT NULL,
	"group_id" integer,
	"state" char(2) NOT NULL,
	"tier" text NOT NULL,
	"age_band" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"enrolled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_meta" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_pairs" (
	"source" text NOT NULL,
	"plan_id" integer NOT NULL,
	"with_plan_id" integer NOT NULL,
	"carts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_plan_counts" (
	"source" text NOT NULL,
	"portal_id" integer,
	"group_id" integer,
	"state" char(2),
	"tier" text,
	"age_band" smallint,
	"gender" smallint,
	"plan_id" integer NOT NULL,
	"carts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_segments" (
	"source" text NOT NULL,
	"portal_id" integer,
	"group_id" integer,
	"state" char(2),
	"tier" text,
	"age_band" smallint,
	"gender" smallint,
	"carts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_cart_plans" ADD CONSTRAINT "history_cart_plans_cart_id_history_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."history_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_cart_plans" ADD CONSTRAINT "history_cart_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_carts" ADD CONSTRAINT "history_carts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_carts" ADD CONSTRAINT "history_carts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;