CREATE TABLE "upkeep_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"dead" bigint DEFAULT 0 NOT NULL,
	"inserted" bigint DEFAULT 0 NOT NULL,
	"modified" bigint DEFAULT 0 NOT NULL
);
