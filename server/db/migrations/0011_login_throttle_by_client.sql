-- Sign-in attempts are counted per (client address, username) (issue 27): the old per-username counts cannot be
-- given an address, and they are forgotten after 15 minutes anyway, so they go.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_client_username_pk" PRIMARY KEY("client","username");
