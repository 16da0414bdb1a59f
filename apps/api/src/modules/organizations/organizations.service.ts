// Use cases of organisations: create one (the creator becomes its owner and default salesperson), read it with
// its users, list the caller's, edit it; members join through invitations (invitations.service.ts). One
// transaction each.
import type {
  MyOrganizations,
  Organization,
  OrganizationInput,
  OrganizationUser,
  OrganizationWithUsers,
} from '@banchee/contracts';
import { newId, seedChartOfAccounts, type Database } from '@banchee/db';
import { addressPartAnswers, addressPartColumns, checkSubDistrictCode } from '../addresses/index.ts';
import { seedAssetCategories } from '../assets/index.ts';
import { seedDefaultWarehouse } from '../warehouses/index.ts';
import { HEAD_OFFICE_BRANCH, isValidThaiTaxId } from '@banchee/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { organizationNotFound, requireMembership, requireOwner } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import * as queries from './organizations.queries.ts';

/** Refuses a 13-digit tax id whose check digit is wrong (thai-tax-reference §6). */
export function checkTaxId(taxId: string | undefined, path: string): void {
  if (taxId !== undefined && !isValidThaiTaxId(taxId)) {
    throw validationError([{ path, message: 'the tax id check digit is wrong' }], 'The tax id is not valid.');
  }
}

export function toOrganization(row: queries.OrganizationRow): Organization {
  return compact({
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    address: row.address,
    zip_code: row.zipCode,
    ...addressPartAnswers(row),
    email: row.email,
    phone: row.phone,
    tax_id: row.taxId,
    branch_code: row.branchCode,
    promptpay_id: row.promptpayId,
    document_era: row.documentEra,
    address_en: row.addressEn,
    numbering_reset: row.numberingReset,
    print_language: row.printLanguage,
    print_era: row.printEra,
    allow_negative_stock: row.allowNegativeStock,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

function toOrganizationUser(row: queries.MemberRow): OrganizationUser {
  return compact({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_default: row.isDefault,
  });
}

function columnsOf(input: OrganizationInput) {
  return {
    name: input.name,
    nameEn: input.name_en ?? null,
    zipCode: input.zip_code ?? null,
    ...addressPartColumns(input),
    email: input.email ?? null,
    phone: input.phone ?? null,
    taxId: input.tax_id ?? null,
    branchCode: input.branch_code ?? HEAD_OFFICE_BRANCH,
    promptpayId: input.promptpay_id ?? null,
    documentEra: input.document_era ?? null,
    addressEn: input.address_en ?? null,
    numberingReset: input.numbering_reset ?? 'daily',
    printLanguage: input.print_language ?? 'th',
    printEra: input.print_era ?? 'BE',
    allowNegativeStock: input.allow_negative_stock ?? false,
  };
}

/**
 * Creates an organisation owned by the user, who is also its default salesperson. Runs inside the caller's
 * transaction when given one (sign-up creates user and organisation together).
 */
export async function createOrganization(
  db: Database,
  userId: string,
  input: OrganizationInput,
  path = '',
): Promise<Organization> {
  checkTaxId(input.tax_id, path ? `${path}.tax_id` : 'tax_id');
  await checkSubDistrictCode(
    input.address_sub_district_code ?? null,
    input.zip_code ?? null,
    path ? `${path}.` : '',
  );
  return db.transaction(async (tx) => {
    const row = await queries.insertOrganization(tx, { id: newId(), ...columnsOf(input) });
    await queries.insertMember(tx, {
      organizationId: row.id,
      id: newId(),
      userId,
      role: 'OWNER',
      isDefault: true,
    });
    await seedChartOfAccounts(tx, row.id);
    await seedAssetCategories(tx, row.id);
    await seedDefaultWarehouse(tx, row.id);
    return toOrganization(row);
  });
}

export async function getOrganizationWithUsers(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<OrganizationWithUsers> {
  await requireMembership(db, userId, organizationId);
  const row = await queries.getOrganization(db, organizationId);
  if (!row) throw organizationNotFound();
  const members = await queries.listMembers(db, organizationId);
  return { ...toOrganization(row), users: members.map(toOrganizationUser) };
}

export async function listMyOrganizations(db: Database, userId: string): Promise<MyOrganizations> {
  const rows = await queries.listOrganizationsOfUser(db, userId);
  return {
    data: rows.map((r) => ({ ...toOrganization(r.organization), role: r.role, is_default: r.isDefault })),
  };
}

export async function updateOrganization(
  db: Database,
  userId: string,
  organizationId: string,
  input: OrganizationInput,
): Promise<Organization> {
  checkTaxId(input.tax_id, 'tax_id');
  await requireOwner(db, userId, organizationId);
  await checkSubDistrictCode(input.address_sub_district_code ?? null, input.zip_code ?? null);
  const row = await queries.updateOrganization(db, organizationId, {
    ...columnsOf(input),
    updatedAt: new Date(),
  });
  if (!row) throw organizationNotFound();
  return toOrganization(row);
}

/**
 * Makes the user a member of the organisation (on accepting an invitation), inside the caller's transaction;
 * 409 ORGANIZATION.ALREADY_MEMBER when they already are one.
 */
export async function addMembership(
  tx: Database,
  organizationId: string,
  userId: string,
  role: OrganizationUser['role'],
  isDefault: boolean,
): Promise<void> {
  const existing = await queries.listMembers(tx, organizationId);
  if (existing.some((m) => m.id === userId)) {
    throw new AppError('ORGANIZATION.ALREADY_MEMBER', 'This user is already a member of the organisation.');
  }
  if (isDefault) await queries.clearDefaultMember(tx, organizationId);
  await queries.insertMember(tx, { organizationId, id: newId(), userId, role, isDefault });
}

/** The organisation's members, for callers that already checked access (invitations). */
export async function listMemberEmails(db: Database, organizationId: string): Promise<string[]> {
  return (await queries.listMembers(db, organizationId)).map((m) => m.email);
}

/** Makes a member the organisation's default salesperson (exactly one at a time). Owners only. */
export async function setDefaultMember(
  db: Database,
  actorId: string,
  organizationId: string,
  memberUserId: string,
): Promise<OrganizationWithUsers> {
  await requireOwner(db, actorId, organizationId);
  await db.transaction(async (tx) => {
    await queries.clearDefaultMember(tx, organizationId);
    if (!(await queries.setDefaultMember(tx, organizationId, memberUserId))) {
      throw new AppError('MEMBER.NOT_FOUND', 'This user is not a member of the organisation.');
    }
  });
  return getOrganizationWithUsers(db, actorId, organizationId);
}
