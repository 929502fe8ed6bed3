CREATE TABLE "game_day_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"game_day" varchar(10) NOT NULL,
	"game_kind" text NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'claimed' NOT NULL,
	"settings_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_slot_publishing" (
	"slot_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"preview" jsonb,
	"result" boolean DEFAULT false NOT NULL,
	"channel_ids" jsonb NOT NULL,
	"kinds" jsonb NOT NULL,
	"mode" text NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "game_day_id" uuid;--> statement-breakpoint
ALTER TABLE "game_day_publications" ADD CONSTRAINT "game_day_publications_slot_id_user_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_publications" ADD CONSTRAINT "game_day_publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_publishing" ADD CONSTRAINT "team_slot_publishing_slot_id_user_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_publishing" ADD CONSTRAINT "team_slot_publishing_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_publishing" ADD CONSTRAINT "team_slot_publishing_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_day_publications_once_idx" ON "game_day_publications" USING btree ("slot_id","game_day","game_kind");--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_game_day_id_game_day_publications_id_fk" FOREIGN KEY ("game_day_id") REFERENCES "public"."game_day_publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publications_game_day_idx" ON "publications" USING btree ("game_day_id","kind") WHERE "publications"."game_day_id" is not null;