-- 0045 The numbering allocator's look-up of the day's printed numbers (issue 9 item 10, decision 0207).
--
-- Every document number taken jumps past the highest running number already printed for its prefix and day
-- (numbering.service.ts: max over documents WHERE organization_id = … AND number LIKE 'INV20261121%'). The
-- unique (organization_id, number) index cannot serve a LIKE prefix under a non-C collation (PostgreSQL servers
-- are commonly created with en_US.UTF-8 or C.UTF-8), so the look-up read every document of the organisation —
-- inside every create, growing with the books. With the pattern operator class the prefix is an index range:
-- only that day's numbers of that prefix are read.
CREATE INDEX documents_number_prefix_idx ON documents (organization_id, number text_pattern_ops);
