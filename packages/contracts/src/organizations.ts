// Organisations and their members (spec §3 Organisation, §7 GET /organizations/{id}).
import { z } from 'zod';
import { branchCode, compactObject, email, phone, taxId, text, timestamp, zipCode } from './common.ts';

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

const organizationFields = {
  name: text(200),
  name_en: text(200).optional(),
  address: text(1000).optional(),
  zip_code: zipCode.optional(),
  email: email.optional(),
  phone: phone.optional(),
  tax_id: taxId.optional(),
  branch_code: branchCode.optional(),
  promptpay_id: promptPayId.optional(),
  /** Era of printed documents: absent = by language (Buddhist Era on Thai prints), or always BE / CE. */
  document_era: z.enum(['BE', 'CE']).optional(),
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
    email: z.string().optional(),
    phone: z.string().optional(),
    tax_id: z.string().optional(),
    branch_code: z.string(),
    promptpay_id: z.string().optional(),
    document_era: z.enum(['BE', 'CE']).optional(),
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
