// Who may see salaries and run payroll (decision 0130): the organisation's owners, and members an owner gave
// payroll access (organization_members.payroll_access). Everyone else is a member without it: they see
// departments and employees without pay fields, and every payroll call answers 403 PAYROLL.FORBIDDEN.
import type { PayrollAccess, SetPayrollAccessRequest } from '@banchee/contracts';
import { and, asc, eq, organizationMembers, type Database } from '@banchee/db';
import { AppError, notFound } from '../../http/errors.ts';
import { requireMembership, requireOwner } from '../../http/organization-scope.ts';

/** True when the member may see pay figures; 404 ORGANIZATION.NOT_FOUND for a non-member. */
export async function hasPayrollAccess(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<boolean> {
  const membership = await requireMembership(db, userId, organizationId);
  if (membership.role === 'OWNER') return true;
  const [row] = await db
    .select({ payrollAccess: organizationMembers.payrollAccess })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row?.payrollAccess ?? false;
}

/** 403 PAYROLL.FORBIDDEN unless the member has payroll access (404 for a non-member). */
export async function requirePayrollAccess(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<void> {
  if (!(await hasPayrollAccess(db, userId, organizationId))) {
    throw new AppError('PAYROLL.FORBIDDEN', 'Only owners and members with payroll access may do this.');
  }
}

/** The caller's access; an owner also gets every member's. */
export async function getPayrollAccess(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<PayrollAccess> {
  const membership = await requireMembership(db, userId, organizationId);
  if (membership.role !== 'OWNER') return { allowed: await hasPayrollAccess(db, userId, organizationId) };
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      payrollAccess: organizationMembers.payrollAccess,
    })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.userId));
  return {
    allowed: true,
    members: rows.map((r) => ({ userId: r.userId, role: r.role, payroll_access: r.payrollAccess })),
  };
}

/** Owners only (403 ORGANIZATION.FORBIDDEN): give or take a member's payroll access. */
export async function setPayrollAccess(
  db: Database,
  userId: string,
  organizationId: string,
  input: SetPayrollAccessRequest,
): Promise<PayrollAccess> {
  await requireOwner(db, userId, organizationId);
  const updated = await db
    .update(organizationMembers)
    .set({ payrollAccess: input.allowed })
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, input.userId),
      ),
    )
    .returning({ userId: organizationMembers.userId });
  if (updated.length === 0) throw notFound('MEMBER', 'member');
  return getPayrollAccess(db, userId, organizationId);
}
