CREATE TABLE "session_workspaces" (
	"session_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"invited_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "workspace_invitations_role_check" CHECK ("workspace_invitations"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"personal_user_id" text,
	"crest_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_personal_user_id_unique" UNIQUE("personal_user_id")
);
--> statement-breakpoint
-- Every user gets a personal workspace whose id is the user's id, with the user as its owner:
-- the rows each user owned keep their owner key (user_id becomes workspace_id, ADR 058).
INSERT INTO "workspaces" ("id", "name", "personal_user_id", "created_at", "updated_at")
SELECT "id", left(coalesce(nullif(trim("name"), ''), "email"), 80), "id", "created_at", now() FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "background_images" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "club_api_keys" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "demo_checkouts" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "export_places" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "subscriptions" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "team_slot_undos" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "templates" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "user_logos" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "user_team_slots" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_unique";--> statement-breakpoint
ALTER TABLE "background_images" DROP CONSTRAINT "background_images_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "club_api_keys" DROP CONSTRAINT "club_api_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "demo_checkouts" DROP CONSTRAINT "demo_checkouts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "export_places" DROP CONSTRAINT "export_places_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "team_slot_undos" DROP CONSTRAINT "team_slot_undos_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "templates" DROP CONSTRAINT "templates_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_logos" DROP CONSTRAINT "user_logos_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_team_slots" DROP CONSTRAINT "user_team_slots_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "background_images_user_id_idx";--> statement-breakpoint
DROP INDEX "club_api_keys_user_club_idx";--> statement-breakpoint
DROP INDEX "team_slot_undos_user_id_idx";--> statement-breakpoint
DROP INDEX "templates_user_id_idx";--> statement-breakpoint
DROP INDEX "user_logos_user_id_idx";--> statement-breakpoint
DROP INDEX "user_team_slots_user_team_idx";--> statement-breakpoint
DROP INDEX "user_team_slots_user_id_idx";--> statement-breakpoint
DROP INDEX "game_day_mails_key_idx";--> statement-breakpoint
ALTER TABLE "export_places" DROP CONSTRAINT "export_places_user_id_kind_place_pk";--> statement-breakpoint
ALTER TABLE "team_slot_mail_settings" DROP CONSTRAINT "team_slot_mail_settings_pkey";--> statement-breakpoint
ALTER TABLE "export_places" ADD CONSTRAINT "export_places_workspace_id_kind_place_pk" PRIMARY KEY("workspace_id","kind","place");--> statement-breakpoint
ALTER TABLE "team_slot_mail_settings" ADD CONSTRAINT "team_slot_mail_settings_slot_id_user_id_pk" PRIMARY KEY("slot_id","user_id");--> statement-breakpoint
ALTER TABLE "session_workspaces" ADD CONSTRAINT "session_workspaces_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_workspaces" ADD CONSTRAINT "session_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_user_id_users_id_fk" FOREIGN KEY ("personal_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_activity_workspace_at_idx" ON "workspace_activity" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_pending_idx" ON "workspace_invitations" USING btree ("workspace_id","email") WHERE "workspace_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "workspace_members_user_id_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_one_owner_idx" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "background_images" ADD CONSTRAINT "background_images_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_api_keys" ADD CONSTRAINT "club_api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_checkouts" ADD CONSTRAINT "demo_checkouts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_places" ADD CONSTRAINT "export_places_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_undos" ADD CONSTRAINT "team_slot_undos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logos" ADD CONSTRAINT "user_logos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_team_slots" ADD CONSTRAINT "user_team_slots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_images_workspace_id_idx" ON "background_images" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_api_keys_workspace_club_idx" ON "club_api_keys" USING btree ("workspace_id","sport","club_id");--> statement-breakpoint
CREATE INDEX "team_slot_undos_workspace_id_idx" ON "team_slot_undos" USING btree ("workspace_id","undone_at");--> statement-breakpoint
CREATE INDEX "templates_workspace_id_idx" ON "templates" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "user_logos_workspace_id_idx" ON "user_logos" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_team_slots_workspace_team_idx" ON "user_team_slots" USING btree ("workspace_id","sport","team_id");--> statement-breakpoint
CREATE INDEX "user_team_slots_workspace_id_idx" ON "user_team_slots" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_day_mails_key_idx" ON "game_day_mails" USING btree ("slot_id","user_id","game_day","kind");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_unique" UNIQUE("workspace_id");