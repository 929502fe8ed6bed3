ALTER TABLE "mfa_factors" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD COLUMN "attempts_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD COLUMN "last_totp_step" integer;