-- 0001 platform: accounts, organisations, membership, sign-in state, idempotency, and the catalogue
-- (items, contacts, warehouses). Rules (docs/ARCHITECTURE.md, architecture brief §3.1): every tenant table
-- carries organization_id, its primary key is (organization_id, id), tenant foreign keys are composite and
-- every unique constraint includes organization_id. Global tables (users, refresh_tokens, auth_throttle,
-- user_idempotency_keys) hold no foreign key into a tenant table. `organizations` is the tenant root: its
-- id IS the distribution key. Plain SQL that runs unchanged on PostgreSQL 15+ and PGlite.

-- ---------------------------------------------------------------- global: people and sign-in
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- e-mail addresses are stored lower-cased so the unique key is case-insensitive without citext.
  CONSTRAINT users_email_lower CHECK (email = lower(email)),
  CONSTRAINT users_email_key UNIQUE (email)
);

-- Opaque refresh tokens, stored as SHA-256 hashes. Every rotation issues a new row in the same family;
-- presenting a token whose used_at is set (already rotated) revokes the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Failed sign-in counters, one row per key ('account:<email>' or 'address:<ip>'), shared by every API node
-- (the nodes are stateless, so the counter cannot live in process memory).
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz
);

-- Idempotency for creating POSTs that have no organisation yet (POST /organizations).
CREATE TABLE user_idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- ---------------------------------------------------------------- tenant root and membership
CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  name_en text,
  address text,
  zip_code text CHECK (zip_code ~ '^[0-9]{5}$'),
  email text,
  phone text,
  -- 13-digit Thai tax id (checksum verified by the application); branch 00000 is the head office.
  tax_id text CHECK (tax_id ~ '^[0-9]{13}$'),
  branch_code text NOT NULL DEFAULT '00000' CHECK (branch_code ~ '^[0-9]{5}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'MEMBER')),
  -- the default salesperson of the organisation (spec §1); at most one per organisation.
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT organization_members_user_key UNIQUE (organization_id, user_id)
);
CREATE UNIQUE INDEX organization_members_default_key ON organization_members (organization_id) WHERE is_default;
CREATE INDEX organization_members_user_idx ON organization_members (user_id);

CREATE TABLE idempotency_keys (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- hash of method + path + body: the same key with a different request is refused, not replayed.
  request_hash text NOT NULL,
  -- null while the first request is still running.
  status_code integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT idempotency_keys_key UNIQUE (organization_id, user_id, key)
);

-- ---------------------------------------------------------------- catalogue
CREATE TABLE warehouses (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text,
  name text NOT NULL,
  address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- soft delete: documents keep pointing at what they used.
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX warehouses_code_key ON warehouses (organization_id, code)
  WHERE deleted_at IS NULL AND code IS NOT NULL;

CREATE TABLE items (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('PRODUCT', 'SERVICE')),
  code text,
  name text NOT NULL,
  description text,
  unit text,
  -- unit prices in baht; 4 places allowed for unit prices (totals are rounded to 2 on documents).
  sale_price numeric(18, 4),
  sale_vat_inclusive boolean NOT NULL DEFAULT false,
  purchase_price numeric(18, 4),
  -- spec §5: a service stores purchase_vat_inclusive as null.
  purchase_vat_inclusive boolean,
  vat_type text NOT NULL DEFAULT 'VAT7' CHECK (vat_type IN ('VAT7', 'VAT0', 'EXEMPT')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT items_service_purchase_vat CHECK (type <> 'SERVICE' OR purchase_vat_inclusive IS NULL)
);
CREATE UNIQUE INDEX items_code_key ON items (organization_id, code) WHERE deleted_at IS NULL AND code IS NOT NULL;
CREATE INDEX items_list_idx ON items (organization_id, created_at);

CREATE TABLE contacts (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  contact_type text NOT NULL CHECK (contact_type IN ('CLIENT', 'SUPPLIER')),
  code text,
  contact_name text NOT NULL,
  contact_name_en text,
  tax_id text CHECK (tax_id ~ '^[0-9]{13}$'),
  branch text CHECK (branch ~ '^[0-9]{5}$'),
  address text,
  zip_code text CHECK (zip_code ~ '^[0-9]{5}$'),
  contact_person text,
  phone text,
  email text,
  credit_days integer CHECK (credit_days BETWEEN 0 AND 3650),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX contacts_code_key ON contacts (organization_id, code) WHERE deleted_at IS NULL AND code IS NOT NULL;
CREATE INDEX contacts_list_idx ON contacts (organization_id, contact_type, created_at);
