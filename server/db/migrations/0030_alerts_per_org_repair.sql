-- Before 0029 every level-2 escalation went to one user, whichever organisation the alert was in, and an alert of a
-- centre with nobody of its own was assigned to that same user. What that left is put right here: an escalation to
-- someone of another organisation than its alert's goes; an alert assigned to someone of another organisation goes to
-- its own organisation's admin (its level-2 recipient), or goes altogether when it has none; escalation levels
-- follow what is left. An alert's organisation is its centre's, else its assignee's (server/alerts/scope.ts ALERT_ORG).
WITH "gone" AS (
  DELETE FROM "alert_escalations" e USING "alert_actionables" a, "users" u
    WHERE a."id" = e."actionable_id" AND u."id" = e."escalated_to_user_id"
      AND u."org_id" IS DISTINCT FROM coalesce((SELECT c."org_id" FROM "centres" c WHERE c."id" = a."centre_id"), (SELECT v."org_id" FROM "users" v WHERE v."id" = a."assigned_user_id"))
    RETURNING e."id", e."actionable_id")
UPDATE "alert_actionables" a SET "escalation_level" = coalesce((SELECT max(e."level") FROM "alert_escalations" e
    WHERE e."actionable_id" = a."id" AND e."id" NOT IN (SELECT g."id" FROM "gone" g)), 0)
  WHERE a."id" IN (SELECT g."actionable_id" FROM "gone" g);--> statement-breakpoint
UPDATE "alert_actionables" a SET "assigned_user_id" = r."user_id"
  FROM "centres" c, "users" u, "alert_escalation_recipients" r
  WHERE c."id" = a."centre_id" AND u."id" = a."assigned_user_id" AND u."org_id" IS DISTINCT FROM c."org_id"
    AND r."org_id" = c."org_id" AND r."level" = 2 AND r."centre_id" IS NULL;--> statement-breakpoint
DELETE FROM "alert_actionables" a USING "centres" c, "users" u
  WHERE c."id" = a."centre_id" AND u."id" = a."assigned_user_id" AND u."org_id" IS DISTINCT FROM c."org_id";
