-- A big upload job defers its trigram (GIN) index entries to each index's pending list (`set local
-- gin_pending_list_limit` in server/jobs/runJob.ts): 100,000 students moved to another centre spent 2 of their 4 s
-- adding the unchanged names' trigrams to students_name_trgm one row at a time, as every update that moves a row
-- does. Once the job has committed, this moves the pending entries into the indexes in one sorted pass (0.8 s for
-- those 100,000), as VACUUM would. gin_clean_pending_list needs the index's owner, so this runs as its definer
-- (the migrating role) for the serving role; it touches nothing but the GIN indexes of this schema.
CREATE FUNCTION "gin_flush_pending"() RETURNS bigint LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog AS $$
  SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::bigint
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_am a ON a.oid = c.relam
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE a.amname = 'gin' AND n.nspname = 'public'
$$;
