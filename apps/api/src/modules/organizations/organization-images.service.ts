// The organisation's printed images (decision 0098): logo, signature and stamp, stored in the database as small
// PNG or JPEG images (at most 200 KB decoded, checked by their first bytes, not only by the declared type) and
// printed on documents as data: URLs. Members read them; owners change them.
import {
  ORGANIZATION_IMAGE_MAX_BYTES,
  type OrganizationImage,
  type OrganizationImageInput,
  type OrganizationImageList,
} from '@banchee/contracts';
import { and, eq, organizationImages, sql, type Database } from '@banchee/db';
import { validationError } from '../../http/errors.ts';
import { hasFileSignature } from '../../http/file-signature.ts';
import { requireMembership, requireOwner } from '../../http/organization-scope.ts';
import { iso } from '../../http/serialize.ts';

type ImageKind = OrganizationImage['kind'];
type Row = typeof organizationImages.$inferSelect;

const dataUrlOf = (row: Pick<Row, 'contentType' | 'data'>) => `data:${row.contentType};base64,${row.data}`;

function toImage(row: Row): OrganizationImage {
  return {
    kind: row.kind,
    contentType: row.contentType,
    dataUrl: dataUrlOf(row),
    bytes: Buffer.from(row.data, 'base64').length,
    updated_at: iso(row.updatedAt),
  };
}

export async function listOrganizationImages(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<OrganizationImageList> {
  await requireMembership(db, userId, organizationId);
  const rows = await db
    .select()
    .from(organizationImages)
    .where(eq(organizationImages.organizationId, organizationId));
  return { data: rows.map(toImage) };
}

export async function putOrganizationImage(
  db: Database,
  userId: string,
  organizationId: string,
  kind: ImageKind,
  input: OrganizationImageInput,
): Promise<OrganizationImage> {
  await requireOwner(db, userId, organizationId);
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > ORGANIZATION_IMAGE_MAX_BYTES) {
    throw validationError([{ path: 'data', message: 'the image is larger than 200 KB' }]);
  }
  if (!hasFileSignature(bytes, input.contentType)) {
    throw validationError([{ path: 'data', message: `the data is not a ${input.contentType} image` }]);
  }
  const values = { organizationId, kind, contentType: input.contentType, data: input.data };
  const [row] = await db
    .insert(organizationImages)
    .values(values)
    .onConflictDoUpdate({
      target: [organizationImages.organizationId, organizationImages.kind],
      set: { contentType: input.contentType, data: input.data, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toImage(row);
}

export async function deleteOrganizationImage(
  db: Database,
  userId: string,
  organizationId: string,
  kind: ImageKind,
): Promise<void> {
  await requireOwner(db, userId, organizationId);
  await db
    .delete(organizationImages)
    .where(and(eq(organizationImages.organizationId, organizationId), eq(organizationImages.kind, kind)));
}

/** The images to print, as data: URLs by kind (absent kinds are left out). */
export async function printedImages(
  db: Database,
  organizationId: string,
): Promise<Partial<Record<ImageKind, string>>> {
  const rows = await db
    .select()
    .from(organizationImages)
    .where(eq(organizationImages.organizationId, organizationId));
  return Object.fromEntries(rows.map((row) => [row.kind, dataUrlOf(row)]));
}
