CREATE TABLE "sponsor_team_slots" (
	"sponsor_id" uuid NOT NULL,
	"team_slot_id" uuid NOT NULL,
	CONSTRAINT "sponsor_team_slots_sponsor_id_team_slot_id_pk" PRIMARY KEY("sponsor_id","team_slot_id")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" text NOT NULL,
	"url" text NOT NULL,
	"logo_path" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"every_team" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_level_check" CHECK ("sponsors"."level" in ('main', 'partner', 'supporter')),
	CONSTRAINT "sponsors_dates_check" CHECK ("sponsors"."starts_on" <= "sponsors"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "sponsor_team_slots" ADD CONSTRAINT "sponsor_team_slots_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_team_slots" ADD CONSTRAINT "sponsor_team_slots_team_slot_id_user_team_slots_id_fk" FOREIGN KEY ("team_slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_team_slots_team_slot_idx" ON "sponsor_team_slots" USING btree ("team_slot_id");--> statement-breakpoint
CREATE INDEX "sponsors_workspace_id_idx" ON "sponsors" USING btree ("workspace_id","created_at");