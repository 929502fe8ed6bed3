CREATE TABLE "game_day_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"game_day" varchar(10) NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"result_missing" boolean DEFAULT false NOT NULL,
	"handed_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_slot_mail_settings" (
	"slot_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"preview_days_before" integer,
	"preview_time" varchar(5),
	"result_time" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slot_mail_settings_preview_check" CHECK (("team_slot_mail_settings"."preview_days_before" is null) = ("team_slot_mail_settings"."preview_time" is null) and ("team_slot_mail_settings"."preview_days_before" is null or "team_slot_mail_settings"."preview_days_before" between 0 and 7))
);
--> statement-breakpoint
ALTER TABLE "game_day_mails" ADD CONSTRAINT "game_day_mails_slot_id_user_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_mails" ADD CONSTRAINT "game_day_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_mail_settings" ADD CONSTRAINT "team_slot_mail_settings_slot_id_user_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_mail_settings" ADD CONSTRAINT "team_slot_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_day_mails_key_idx" ON "game_day_mails" USING btree ("slot_id","game_day","kind");--> statement-breakpoint
CREATE INDEX "game_day_mails_user_id_idx" ON "game_day_mails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_day_mails_pending_idx" ON "game_day_mails" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "team_slot_mail_settings_user_id_idx" ON "team_slot_mail_settings" USING btree ("user_id");