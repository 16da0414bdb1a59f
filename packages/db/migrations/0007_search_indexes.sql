-- 0007 search: trigram GIN indexes (pg_trgm) behind the list searches, so `ILIKE '%text%'` on documents,
-- contacts and items is an index lookup instead of a scan of the organisation's rows. One index per searched
-- column: the queries keep their OR of ILIKEs and PostgreSQL combines the indexes (BitmapOr). pg_trgm is a
-- trusted extension (PostgreSQL 13+: the database owner may create it); PGlite loads it in the client factory.
-- With the C.UTF-8 ctype, Thai letters are word characters, so a Thai name substring has trigrams too.
-- A search of one or two characters has no trigram and still scans. See docs/decisions/0085-list-search-and-counts.md.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX documents_number_trgm_idx ON documents USING gin (number gin_trgm_ops);
CREATE INDEX documents_contact_name_trgm_idx ON documents USING gin (contact_name gin_trgm_ops);
CREATE INDEX documents_reference_no_trgm_idx ON documents USING gin (reference_no gin_trgm_ops);
CREATE INDEX documents_reference_trgm_idx ON documents USING gin (reference gin_trgm_ops);

CREATE INDEX contacts_code_trgm_idx ON contacts USING gin (code gin_trgm_ops);
CREATE INDEX contacts_contact_name_trgm_idx ON contacts USING gin (contact_name gin_trgm_ops);
CREATE INDEX contacts_contact_name_en_trgm_idx ON contacts USING gin (contact_name_en gin_trgm_ops);
CREATE INDEX contacts_tax_id_trgm_idx ON contacts USING gin (tax_id gin_trgm_ops);
CREATE INDEX contacts_contact_person_trgm_idx ON contacts USING gin (contact_person gin_trgm_ops);
CREATE INDEX contacts_email_trgm_idx ON contacts USING gin (email gin_trgm_ops);
CREATE INDEX contacts_phone_trgm_idx ON contacts USING gin (phone gin_trgm_ops);

CREATE INDEX items_code_trgm_idx ON items USING gin (code gin_trgm_ops);
CREATE INDEX items_name_trgm_idx ON items USING gin (name gin_trgm_ops);
CREATE INDEX items_description_trgm_idx ON items USING gin (description gin_trgm_ops);
