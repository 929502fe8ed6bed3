ALTER TABLE "profiles" ADD COLUMN "export_file_type" text DEFAULT 'png' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "export_scale" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_team_slots" ADD COLUMN "post_theme" text;--> statement-breakpoint
ALTER TABLE "user_team_slots" ADD COLUMN "post_template_id" uuid;--> statement-breakpoint
ALTER TABLE "user_team_slots" ADD COLUMN "post_format" text;--> statement-breakpoint
ALTER TABLE "user_team_slots" ADD CONSTRAINT "user_team_slots_post_template_id_templates_id_fk" FOREIGN KEY ("post_template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;