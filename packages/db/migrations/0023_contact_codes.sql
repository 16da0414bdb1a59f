-- 0023 Running contact codes (issue #10 §4, decision 0165). A contact saved without a code gets the next
-- "C" + five digits (C00001 …). record_counters holds one running number per (organisation, kind of record);
-- the allocator upserts it inside the transaction that stores the record (the row lock serialises concurrent
-- creators) and always jumps past the highest code of the format already used, so a hand-typed C00042 is never
-- given twice. Gaps are allowed (a deleted contact keeps its number).
CREATE TABLE record_counters (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('contact')),
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (organization_id, kind)
);

-- Contacts made before this migration without a code get one, in the order they were made, after the highest
-- running code the organisation already has.
WITH used AS (
  SELECT organization_id, max(substring(code FROM 2)::integer) AS n
  FROM contacts WHERE code ~ '^C[0-9]{5,9}$' GROUP BY organization_id
), numbered AS (
  SELECT c.organization_id, c.id,
    coalesce(u.n, 0) + row_number() OVER (PARTITION BY c.organization_id ORDER BY c.created_at, c.id) AS n
  FROM contacts c LEFT JOIN used u ON u.organization_id = c.organization_id
  WHERE c.code IS NULL AND c.deleted_at IS NULL
)
UPDATE contacts c
SET code = 'C' || CASE WHEN numbered.n < 100000 THEN lpad(numbered.n::text, 5, '0') ELSE numbered.n::text END
FROM numbered
WHERE c.organization_id = numbered.organization_id AND c.id = numbered.id;

INSERT INTO record_counters (organization_id, kind, last_number)
SELECT organization_id, 'contact', max(substring(code FROM 2)::integer)
FROM contacts WHERE code ~ '^C[0-9]{5,9}$' GROUP BY organization_id
HAVING max(substring(code FROM 2)::integer) > 0;
