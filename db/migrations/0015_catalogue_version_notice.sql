-- Hand-written: a transaction that raises the catalogue version also sends a notice on the channel
-- "catalogue_version", once (a constant payload, so PostgreSQL folds repeats into one). PGlite delivers it in
-- this process before the committing statement returns, which lets the shop keep the version in memory there
-- (server/services/catalogue/catalogue-cache.ts); PostgreSQL nodes still read the version on every request.
CREATE OR REPLACE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('shop.catalogue_version_raised', true), '') <> 'yes' THEN
    UPDATE "catalogue_state" SET "version" = "version" + 1;
    PERFORM set_config('shop.catalogue_version_raised', 'yes', true);
    PERFORM pg_notify('catalogue_version', '');
  END IF;
  RETURN NULL;
END
$$;
