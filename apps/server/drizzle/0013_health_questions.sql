CREATE TABLE "health_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "wizard" SET DEFAULT '{"steps":[],"ask":{},"lock":{},"healthQuestions":[]}'::jsonb;