-- Unlogged (ADR 054): places last seconds, so a crash of the database may forget them (all free
-- again), and a taking or freeing writes no WAL: 1.3 ms an export instead of 11.6 ms on a disk
-- that writes every commit (npm run bench -- export-places).
CREATE UNLOGGED TABLE "export_places" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"place" integer NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_places_user_id_kind_place_pk" PRIMARY KEY("user_id","kind","place")
);
--> statement-breakpoint
ALTER TABLE "export_places" ADD CONSTRAINT "export_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;