-- Uploaded and result files are stored as they come, not compressed again by the database: an .xlsx or .ods is a zip
-- already, and PostgreSQL's own compression (pglz) spent some 200 ms on an 11 MB sheet before finding it could not
-- shrink it, at every submit, on the path from a submit to its job (issue 28 item 2). A .csv is stored 2 to 3 times
-- larger than pglz would keep it, for as long as its job's files are kept.
ALTER TABLE "upload_jobs" ALTER COLUMN "file_data" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "upload_jobs" ALTER COLUMN "original_file" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "upload_jobs" ALTER COLUMN "result_file" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "upload_previews" ALTER COLUMN "file_data" SET STORAGE EXTERNAL;
