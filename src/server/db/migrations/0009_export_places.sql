CREATE TABLE "export_places" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"place" integer NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_places_user_id_kind_place_pk" PRIMARY KEY("user_id","kind","place")
);
--> statement-breakpoint
ALTER TABLE "export_places" ADD CONSTRAINT "export_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;