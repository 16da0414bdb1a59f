-- 0006 invitations (decision 0083): an owner invites an e-mail address; the membership exists only once the
-- invited user (signed in with that address) accepts with the token of the invitation link. The token is
-- stored as its SHA-256; at most one pending invitation per organisation and address (a re-invite revokes the
-- old one).
CREATE TABLE organization_invitations (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- lower-cased, as users.email
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'MEMBER')),
  is_default boolean NOT NULL DEFAULT false,
  token_hash text NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED')),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX organization_invitations_pending_key
  ON organization_invitations (organization_id, email) WHERE status = 'PENDING';
CREATE INDEX organization_invitations_email_idx ON organization_invitations (email, status);
CREATE INDEX organization_invitations_id_idx ON organization_invitations (id);
