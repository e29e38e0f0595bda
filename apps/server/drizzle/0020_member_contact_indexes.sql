-- Contact's checks look members up by e-mail address (without case) and phone on every save of the step.
CREATE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone");