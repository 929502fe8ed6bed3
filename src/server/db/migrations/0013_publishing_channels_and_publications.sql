CREATE TABLE "publication_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"channel_id" uuid,
	"platform" text NOT NULL,
	"channel_name" varchar(200) NOT NULL,
	"state" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"child_container_ids" jsonb,
	"container_id" text,
	"publish_begun_at" timestamp with time zone,
	"media_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"error_code" text,
	"error_params" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" text,
	"kind" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"files" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"picture_url" text,
	"state" text DEFAULT 'connected' NOT NULL,
	"token_sealed" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"platform" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_targets" ADD CONSTRAINT "publication_targets_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_targets" ADD CONSTRAINT "publication_targets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_targets" ADD CONSTRAINT "publication_targets_channel_id_publishing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."publishing_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_channels" ADD CONSTRAINT "publishing_channels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_channels" ADD CONSTRAINT "publishing_channels_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_targets_channel_idx" ON "publication_targets" USING btree ("publication_id","channel_id");--> statement-breakpoint
CREATE INDEX "publication_targets_due_idx" ON "publication_targets" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "publications_workspace_idx" ON "publications" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishing_channels_account_idx" ON "publishing_channels" USING btree ("workspace_id","platform","account_id");--> statement-breakpoint
CREATE INDEX "publishing_connect_states_expires_idx" ON "publishing_connect_states" USING btree ("expires_at");