-- Every write of an enrollment or its cart moves its version: a cart change checks it instead of a lock.
ALTER TABLE "enrollments" ADD COLUMN "cart_version" integer DEFAULT 0 NOT NULL;