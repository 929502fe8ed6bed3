CREATE TABLE "sponsor_appearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"post_key" text NOT NULL,
	"team_slot_id" uuid,
	"team_name" varchar(200) NOT NULL,
	"games" varchar(500) NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_appearances_kind_check" CHECK ("sponsor_appearances"."kind" in ('preview', 'result', 'standings', 'weekend'))
);
--> statement-breakpoint
CREATE TABLE "sponsor_post_publications" (
	"workspace_id" text NOT NULL,
	"post_key" text NOT NULL,
	"publication_id" uuid NOT NULL,
	CONSTRAINT "sponsor_post_publications_publication_id_post_key_pk" PRIMARY KEY("publication_id","post_key")
);
--> statement-breakpoint
ALTER TABLE "sponsor_appearances" ADD CONSTRAINT "sponsor_appearances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_appearances" ADD CONSTRAINT "sponsor_appearances_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_appearances" ADD CONSTRAINT "sponsor_appearances_team_slot_id_user_team_slots_id_fk" FOREIGN KEY ("team_slot_id") REFERENCES "public"."user_team_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_post_publications" ADD CONSTRAINT "sponsor_post_publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_post_publications" ADD CONSTRAINT "sponsor_post_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_appearances_post_idx" ON "sponsor_appearances" USING btree ("sponsor_id","post_key");--> statement-breakpoint
CREATE INDEX "sponsor_appearances_workspace_idx" ON "sponsor_appearances" USING btree ("workspace_id","shown_at");--> statement-breakpoint
CREATE INDEX "sponsor_appearances_post_key_idx" ON "sponsor_appearances" USING btree ("workspace_id","post_key");--> statement-breakpoint
CREATE INDEX "sponsor_post_publications_post_idx" ON "sponsor_post_publications" USING btree ("workspace_id","post_key");