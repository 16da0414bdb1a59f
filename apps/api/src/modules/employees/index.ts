// Public entry point of the employees module: what other modules may use.
export { requirePayrollAccess } from './payroll-access.ts';
