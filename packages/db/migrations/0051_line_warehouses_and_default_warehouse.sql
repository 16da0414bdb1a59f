-- 0051 Stock moves from the screens (issue 24 item 1, decision 0224). A line of a document may name the warehouse
-- its goods come into or leave when it differs from the document's (the header's warehouse is the default of every
-- line); a line names a warehouse of its own organisation. Every organisation keeps at least one warehouse: the
-- organisations that have none get the default one a new organisation is given ("คลังสินค้าหลัก", code WH01, its
-- goods on 11510), so the editors always have a warehouse to offer.
ALTER TABLE document_lines ADD COLUMN warehouse_id uuid;
ALTER TABLE document_lines ADD CONSTRAINT document_lines_warehouse_fk FOREIGN KEY (organization_id, warehouse_id)
  REFERENCES warehouses (organization_id, id);

INSERT INTO warehouses (organization_id, id, code, name)
SELECT o.id, gen_random_uuid(), 'WH01', 'คลังสินค้าหลัก'
FROM organizations o
WHERE NOT EXISTS (SELECT 1 FROM warehouses w WHERE w.organization_id = o.id AND w.deleted_at IS NULL);
