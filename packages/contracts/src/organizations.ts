// Organisations and their members (spec §3 Organisation, §7 GET /organizations/{id}).
import { z } from 'zod';
import { branchCode, compactObject, email, phone, taxId, text, timestamp, zipCode } from './common.ts';
import { addressPartAnswers, addressPartFields } from './addresses.ts';

/**
 * A PromptPay id (thai-tax-reference §7): spaces and dashes stripped, then a 10-digit mobile number starting
 * with 0, a 13-digit tax/national id or a 15-digit e-wallet id. Stored as the normalised digits.
 */
export const promptPayId = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(?:0\d{9}|\d{13}|\d{15})$/,
        'a PromptPay id is a 10-digit mobile number starting with 0, a 13-digit tax id or a 15-digit e-wallet id',
      ),
  );

export const NUMBERING_RESET_OPTIONS = ['daily', 'monthly', 'yearly', 'never'] as const;

const organizationFields = {
  name: text(200),
  name_en: text(200).optional(),
  address: text(1000).optional(),
  zip_code: zipCode.optional(),
  ...addressPartFields,
  email: email.optional(),
  phone: phone.optional(),
  tax_id: taxId.optional(),
  branch_code: branchCode.optional(),
  promptpay_id: promptPayId.optional(),
  /** Era of printed documents: absent = by language (Buddhist Era on Thai prints), or always BE / CE. */
  document_era: z.enum(['BE', 'CE']).optional(),
  address_en: text(1000).optional(),
  /** When running numbers start again (decision 0097); default daily, spec §3. */
  numbering_reset: z.enum(NUMBERING_RESET_OPTIONS).optional(),
  print_language: z.enum(['th', 'en']).optional(),
  print_era: z.enum(['BE', 'CE']).optional(),
  /**
   * Sales may take stock below zero; the cost is corrected when goods arrive (decision 0205). Default false:
   * a sale beyond what is on hand is refused (422 STOCK.INSUFFICIENT naming the line).
   */
  allow_negative_stock: z.boolean().optional(),
};

/** The organisation part of sign-up, POST /organizations and PUT /organizations/{id}. */
export const organizationInput = compactObject(organizationFields).meta({ id: 'OrganizationInput' });
export type OrganizationInput = z.infer<typeof organizationInput>;

export const organization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    name_en: z.string().optional(),
    address: z.string().optional(),
    zip_code: z.string().optional(),
    ...addressPartAnswers,
    email: z.string().optional(),
    phone: z.string().optional(),
    tax_id: z.string().optional(),
    branch_code: z.string(),
    promptpay_id: z.string().optional(),
    document_era: z.enum(['BE', 'CE']).optional(),
    address_en: z.string().optional(),
    // The API always answers these three; read absent ones as daily / th / BE.
    numbering_reset: z.enum(NUMBERING_RESET_OPTIONS).optional(),
    print_language: z.enum(['th', 'en']).optional(),
    print_era: z.enum(['BE', 'CE']).optional(),
    allow_negative_stock: z.boolean().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organization>;

export const memberRoles = ['OWNER', 'MEMBER'] as const;
export const memberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRole>;

export const organizationUser = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    role: memberRole,
    /** The default salesperson of the organisation (spec §1). */
    is_default: z.boolean(),
  })
  .meta({ id: 'OrganizationUser' });
export type OrganizationUser = z.infer<typeof organizationUser>;

export const organizationWithUsers = organization
  .extend({ users: z.array(organizationUser) })
  .meta({ id: 'OrganizationWithUsers' });
export type OrganizationWithUsers = z.infer<typeof organizationWithUsers>;

/** GET /organizations: the caller's organisations, with the caller's own role in each. */
export const myOrganization = organization.extend({ role: memberRole, is_default: z.boolean() });
export const myOrganizations = z.object({ data: z.array(myOrganization) }).meta({ id: 'MyOrganizations' });
export type MyOrganizations = z.infer<typeof myOrganizations>;

export const addMemberRequest = compactObject({
  email,
  role: memberRole.optional(),
  is_default: z.boolean().optional(),
}).meta({ id: 'AddMemberRequest' });
export type AddMemberRequest = z.infer<typeof addMemberRequest>;

export const invitationStatus = z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED']);

/**
 * POST /organizations/{id}/members: an invitation, the same answer whether or not a user has the e-mail.
 * `token` is given only here, once: the owner passes the link `/?invitation=<token>` on to the person.
 */
export const invitation = z
  .object({
    id: z.uuid(),
    organization_id: z.uuid(),
    email: z.string(),
    role: memberRole,
    is_default: z.boolean(),
    status: invitationStatus,
    expires_at: z.string(),
    token: z.string().optional(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitation>;

export const invitationList = z.object({ data: z.array(invitation) }).meta({ id: 'InvitationList' });
export type InvitationList = z.infer<typeof invitationList>;

/** GET /invitations: the signed-in user's pending invitations, with the inviting organisation's name. */
export const myInvitation = invitation.omit({ token: true }).extend({ organization_name: z.string() });
export const myInvitations = z.object({ data: z.array(myInvitation) }).meta({ id: 'MyInvitations' });
export type MyInvitation = z.infer<typeof myInvitation>;
export type MyInvitations = z.infer<typeof myInvitations>;

/** POST /invitations/accept: the token of the invitation link. */
export const acceptInvitationRequest = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;
// ---------------------------------------------------------------- printed images (decision 0098)

export const ORGANIZATION_IMAGE_KINDS = ['logo', 'signature', 'stamp'] as const;
export const ORGANIZATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The largest image accepted, decoded: 200 KB. */
export const ORGANIZATION_IMAGE_MAX_BYTES = 200 * 1024;

export const organizationImageParams = z.object({
  id: z.uuid(),
  kind: z.enum(ORGANIZATION_IMAGE_KINDS),
});

/** PUT /organizations/{id}/images/{kind}: a PNG or JPEG as base64 (no data: prefix). */
export const organizationImageInput = z
  .object({
    contentType: z.enum(ORGANIZATION_IMAGE_TYPES),
    data: z
      .string()
      .max(Math.ceil(ORGANIZATION_IMAGE_MAX_BYTES / 3) * 4, 'the image is larger than 200 KB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'the image must be base64'),
  })
  .meta({ id: 'OrganizationImageInput' });
export type OrganizationImageInput = z.infer<typeof organizationImageInput>;

export const organizationImage = z
  .object({
    kind: z.enum(ORGANIZATION_IMAGE_KINDS),
    contentType: z.enum(ORGANIZATION_IMAGE_TYPES),
    /** data:<type>;base64,… ready for an <img src>. */
    dataUrl: z.string(),
    bytes: z.number().int(),
    updated_at: timestamp,
  })
  .meta({ id: 'OrganizationImage' });
export type OrganizationImage = z.infer<typeof organizationImage>;

export const organizationImageList = z
  .object({ data: z.array(organizationImage) })
  .meta({ id: 'OrganizationImageList' });
export type OrganizationImageList = z.infer<typeof organizationImageList>;
