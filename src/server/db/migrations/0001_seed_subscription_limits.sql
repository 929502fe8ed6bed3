-- Plan limits of docs/product.md section 6. 999 stands for unlimited.
INSERT INTO "subscription_limits" ("tier", "max_teams", "max_custom_templates", "max_games_per_template", "can_use_custom_templates", "can_upload_logos") VALUES
  ('free', 1, 0, 1, false, false),
  ('amateur', 3, 2, 2, true, false),
  ('pro', 6, 5, 3, true, true),
  ('premium', 999, 999, 999, true, true)
ON CONFLICT ("tier") DO NOTHING;
