// The screens of the employees section, loaded together (one lazy chunk) by app/lazy-pages.ts.
export { EmployeesPage } from './employees-page';
export { EmployeePage } from './employee-page';
export { DepartmentsPage } from './departments-page';
export { DepartmentPage } from './department-page';
export { PayrollPage } from './payroll-page';
