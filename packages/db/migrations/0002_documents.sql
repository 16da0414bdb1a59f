-- 0002 documents: the one documents model of every sales document kind (architecture brief §3.4–3.5).
-- documents (header + contact snapshot + server-computed totals), document_lines, document_links (quotation →
-- partial/deposit documents, invoices → cumulative billing note/receipt, invoice → credit/debit note, each with
-- the amount/percent it carries), document_events (every status change) and document_counters (gapless
-- running numbers per organisation, prefix and day, incremented in the storing transaction: no sequences).
-- Tenancy rule: organization_id leads every primary key, every foreign key between tenant tables pairs it,
-- every unique constraint includes it. Money numeric(18,2); quantities and unit prices numeric(18,4);
-- percentages numeric(7,4). Plain SQL for PostgreSQL 15+ and PGlite.

CREATE TABLE documents (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- QT quotation, BL billing note, INV delivery note/invoice/tax invoice, CA cash sale, RE receipt,
  -- CN credit note, DN debit note. Purchase kinds join this list in their own migration.
  kind text NOT NULL CHECK (kind IN ('QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN')),
  -- prefix + YYYYMMDD + 4-digit running number; kept for ever, also when the document is voided.
  number text NOT NULL,
  -- life-cycle status as the domain names it, always upper case (spec §4: compared in upper case).
  status text NOT NULL CHECK (status = upper(status) AND status <> ''),
  date date NOT NULL,
  due_date date,
  reference_no text,
  reference text,
  project_id uuid,
  detail text,
  warehouse_id uuid,
  price_type text NOT NULL DEFAULT 'vat_exclusive'
    CHECK (price_type IN ('vat_exclusive', 'vat_inclusive', 'no_vat')),
  vat_enabled boolean NOT NULL DEFAULT true,
  -- the document discount as entered (one of the two); the computed figure is discount_total.
  discount_amount numeric(18, 2),
  discount_percent numeric(7, 4),
  payment_type text NOT NULL DEFAULT 'credit' CHECK (payment_type IN ('credit', 'cash')),
  credit_days integer CHECK (credit_days BETWEEN 0 AND 3650),
  currency text NOT NULL DEFAULT 'THB',
  -- the customer as printed (snapshot; later edits of the contact do not change an issued document).
  contact_id uuid,
  contact_name text,
  contact_address text,
  contact_zip_code text,
  contact_tax_id text,
  contact_branch text,
  remarks text,
  notes text,
  sales_name text,
  -- totals, computed by the server with @banchee/domain (client figures are never stored).
  subtotal numeric(18, 2) NOT NULL DEFAULT 0,
  discount_total numeric(18, 2) NOT NULL DEFAULT 0,
  deposit_deducted numeric(18, 2) NOT NULL DEFAULT 0,
  -- subtotal − discount − deposit deducted, in the document's price terms (what partials are measured in).
  amount_after_discount numeric(18, 2) NOT NULL DEFAULT 0,
  vat_base numeric(18, 2) NOT NULL DEFAULT 0,
  vat_amount numeric(18, 2) NOT NULL DEFAULT 0,
  net_total numeric(18, 2) NOT NULL DEFAULT 0,
  grand_total numeric(18, 2) NOT NULL DEFAULT 0,
  wht_amount numeric(18, 2) NOT NULL DEFAULT 0,
  amount_due numeric(18, 2) NOT NULL DEFAULT 0,
  -- per tax code base and VAT as computed (VAT7 / VAT0 / EXEMPT / NONVAT), for the VAT reports.
  tax_breakdown jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- made from a quotation: full, partial (by percentage, amount or quantity) or deposit.
  parent_quotation_id uuid,
  partial_type text CHECK (partial_type IN ('PERCENTAGE', 'AMOUNT', 'QUANTITY')),
  partial_percent numeric(7, 4),
  partial_amount numeric(18, 2),
  is_deposit boolean NOT NULL DEFAULT false,
  deposit_value numeric(18, 2),
  -- billing note / receipt covering several invoices of one customer.
  is_cumulative boolean NOT NULL DEFAULT false,
  -- credit / debit notes (s.86/9, s.86/10): reason from the spec's lists, the original document's value.
  reason_code text,
  reason_description text,
  original_amount numeric(18, 2),
  -- receipts and cash sales: how and when the money came in.
  payment_method text,
  payment_bank text,
  payment_reference text,
  collected_at date,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT documents_number_key UNIQUE (organization_id, number),
  CONSTRAINT documents_contact_fk FOREIGN KEY (organization_id, contact_id)
    REFERENCES contacts (organization_id, id),
  CONSTRAINT documents_warehouse_fk FOREIGN KEY (organization_id, warehouse_id)
    REFERENCES warehouses (organization_id, id),
  CONSTRAINT documents_parent_quotation_fk FOREIGN KEY (organization_id, parent_quotation_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT documents_partial_shape CHECK (partial_type IS NULL OR parent_quotation_id IS NOT NULL),
  CONSTRAINT documents_deposit_shape CHECK (NOT is_deposit OR parent_quotation_id IS NOT NULL)
);
-- list pages: one kind of one organisation, newest first, filtered by date.
CREATE INDEX documents_list_idx ON documents (organization_id, kind, date DESC, number DESC);
CREATE INDEX documents_parent_quotation_idx ON documents (organization_id, parent_quotation_id)
  WHERE parent_quotation_id IS NOT NULL;
CREATE INDEX documents_contact_idx ON documents (organization_id, contact_id) WHERE contact_id IS NOT NULL;

CREATE TABLE document_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  document_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  -- 'item', or 'deposit_deduction': a final document's line deducting an earlier deposit (counts negatively).
  line_kind text NOT NULL DEFAULT 'item' CHECK (line_kind IN ('item', 'deposit_deduction')),
  item_id uuid,
  item_type text NOT NULL DEFAULT 'PRODUCT' CHECK (item_type IN ('PRODUCT', 'SERVICE')),
  name text NOT NULL,
  sale_description text,
  quantity numeric(18, 4) NOT NULL,
  main_unit text,
  sale_price numeric(18, 4) NOT NULL,
  discount_amount numeric(18, 2),
  discount_percent numeric(7, 4),
  vat_type text NOT NULL DEFAULT 'VAT7' CHECK (vat_type IN ('VAT7', 'VAT0', 'EXEMPT')),
  wht_percent numeric(7, 4),
  -- computed: quantity × price, after the line discount, its share of the document VAT, its WHT, with VAT.
  total numeric(18, 2) NOT NULL DEFAULT 0,
  total_after_discount numeric(18, 2) NOT NULL DEFAULT 0,
  tax_amount numeric(18, 2) NOT NULL DEFAULT 0,
  wht_amount numeric(18, 2) NOT NULL DEFAULT 0,
  grand_total numeric(18, 2) NOT NULL DEFAULT 0,
  -- the quotation line a quantity partial bills (remaining quantities are tracked through it).
  source_line_id uuid,
  -- the invoice a billing-note or receipt line settles.
  source_document_id uuid,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT document_lines_position_key UNIQUE (organization_id, document_id, position),
  CONSTRAINT document_lines_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT document_lines_item_fk FOREIGN KEY (organization_id, item_id)
    REFERENCES items (organization_id, id),
  CONSTRAINT document_lines_source_line_fk FOREIGN KEY (organization_id, source_line_id)
    REFERENCES document_lines (organization_id, id),
  CONSTRAINT document_lines_source_document_fk FOREIGN KEY (organization_id, source_document_id)
    REFERENCES documents (organization_id, id)
);
CREATE INDEX document_lines_source_line_idx ON document_lines (organization_id, source_line_id)
  WHERE source_line_id IS NOT NULL;

CREATE TABLE document_links (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  parent_id uuid NOT NULL,
  child_id uuid NOT NULL,
  -- FULL / PARTIAL / DEPOSIT: quotation → document made from it; DEPOSIT_DEDUCTION: deposit document →
  -- the final document deducting it; CUMULATIVE: invoice → billing note; RECEIPT: invoice or billing note →
  -- receipt; CREDIT_NOTE / DEBIT_NOTE: invoice or cash sale → the note.
  link_type text NOT NULL CHECK (link_type IN
    ('FULL', 'PARTIAL', 'DEPOSIT', 'DEPOSIT_DEDUCTION', 'CUMULATIVE', 'RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')),
  partial_type text CHECK (partial_type IN ('PERCENTAGE', 'AMOUNT', 'QUANTITY')),
  -- share of the parent carried by the child: percent of the quotation's value, and the amount (value before
  -- VAT for quotation links; amount including VAT settled for invoice links).
  percent numeric(7, 4),
  amount numeric(18, 2) NOT NULL DEFAULT 0,
  -- withholding tax the customer deducted from a receipt's payment of this parent.
  wht_amount numeric(18, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT document_links_pair_key UNIQUE (organization_id, parent_id, child_id, link_type),
  CONSTRAINT document_links_parent_fk FOREIGN KEY (organization_id, parent_id)
    REFERENCES documents (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT document_links_child_fk FOREIGN KEY (organization_id, child_id)
    REFERENCES documents (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT document_links_not_self CHECK (parent_id <> child_id)
);
CREATE INDEX document_links_child_idx ON document_links (organization_id, child_id);

-- Append-only history: who changed what, when, from which status to which.
CREATE TABLE document_events (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  document_id uuid NOT NULL,
  -- CREATE, UPDATE, a life-cycle action (APPROVED, VOID, …) or an automatic one caused by a child document
  -- (PARTIAL_CREATED, RECEIPT_CREATED, CHILD_VOIDED …).
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  user_id uuid REFERENCES users (id),
  -- the child document that caused an automatic change, a reason, …
  details jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT document_events_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX document_events_document_idx ON document_events (organization_id, document_id, created_at);

-- Running numbers. One row per (organisation, prefix, day), created by the first document of that day and
-- incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING inside the transaction that stores the document:
-- the row lock serialises concurrent creators and a rollback undoes the increment, so numbers are gapless.
CREATE TABLE document_counters (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  prefix text NOT NULL,
  date_key date NOT NULL,
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (organization_id, prefix, date_key)
);
