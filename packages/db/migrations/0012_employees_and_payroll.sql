-- 0012 employees, departments and payroll (issue #14; decisions 0130–0133).
-- departments: the staff cost account follows the department type (ADMIN 53011, SALES 52010, SERVICE 51310).
-- employees: Thai national id, names, pay, bank, social security, PND1 allowances, provident fund rates.
-- payroll_runs / payroll_lines: one run per month (DRAFT → APPROVED → PAID); lines keep a snapshot of the
-- employee and every figure, so an approved run never changes when an employee is edited.
-- organization_members.payroll_access: the first per-module permission (salaries are visible to owners and
-- to members given payroll access).

ALTER TABLE organization_members ADD COLUMN payroll_access boolean NOT NULL DEFAULT false;

CREATE TABLE departments (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type text NOT NULL DEFAULT 'ADMIN' CHECK (type IN ('ADMIN', 'SALES', 'SERVICE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX departments_code_key ON departments (organization_id, code)
  WHERE deleted_at IS NULL AND code IS NOT NULL;

CREATE TABLE employees (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text,
  -- 13 digits; the mod-11 check digit is checked by the API (thai-tax-reference §6).
  national_id text NOT NULL CHECK (national_id ~ '^[0-9]{13}$'),
  title text,
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  first_name_en text,
  last_name_en text,
  department_id uuid,
  position text,
  start_date date NOT NULL,
  end_date date,
  pay_type text NOT NULL DEFAULT 'MONTHLY' CHECK (pay_type IN ('MONTHLY', 'DAILY')),
  -- the monthly salary (MONTHLY) or the daily wage (DAILY).
  salary numeric(18, 2) NOT NULL CHECK (salary >= 0),
  -- paid every month with the salary (position allowance …), copied into each new run.
  monthly_allowance numeric(18, 2) NOT NULL DEFAULT 0 CHECK (monthly_allowance >= 0),
  bank_code text CHECK (bank_code ~ '^[A-Z_]+$'),
  bank_account_number text CHECK (bank_account_number ~ '^[0-9]{6,20}$'),
  social_security boolean NOT NULL DEFAULT true,
  social_security_number text,
  -- PND1 allowances (ล.ย.01, thai-tax-reference §4.3).
  spouse_allowance boolean NOT NULL DEFAULT false,
  children integer NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 20),
  other_allowances numeric(18, 2) NOT NULL DEFAULT 0 CHECK (other_allowances >= 0),
  -- provident fund percents of the salary (§4.5): none, or employee 2–15 and employer from it to 15.
  pvd_employee_rate numeric(5, 2) NOT NULL DEFAULT 0,
  pvd_employer_rate numeric(5, 2) NOT NULL DEFAULT 0,
  address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT employees_department_fk FOREIGN KEY (organization_id, department_id)
    REFERENCES departments (organization_id, id),
  CONSTRAINT employees_dates CHECK (end_date IS NULL OR end_date >= start_date),
  CONSTRAINT employees_bank_pair CHECK ((bank_code IS NULL) = (bank_account_number IS NULL)),
  CONSTRAINT employees_pvd_rates CHECK (
    (pvd_employee_rate = 0 AND pvd_employer_rate = 0)
    OR (pvd_employee_rate BETWEEN 2 AND 15 AND pvd_employer_rate BETWEEN pvd_employee_rate AND 15))
);
CREATE UNIQUE INDEX employees_code_key ON employees (organization_id, code)
  WHERE deleted_at IS NULL AND code IS NOT NULL;
CREATE UNIQUE INDEX employees_national_id_key ON employees (organization_id, national_id)
  WHERE deleted_at IS NULL;

CREATE TABLE payroll_runs (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  pay_date date NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'APPROVED', 'PAID')),
  -- the ledger entries of approval (expense against payables) and payment (accrued salaries against bank).
  approved_entry_id uuid,
  paid_entry_id uuid,
  paid_on date,
  payment_account_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT payroll_runs_month_key UNIQUE (organization_id, year, month),
  CONSTRAINT payroll_runs_approved_fk FOREIGN KEY (organization_id, approved_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT payroll_runs_paid_fk FOREIGN KEY (organization_id, paid_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT payroll_runs_status_shape CHECK (
    (status = 'DRAFT' AND approved_entry_id IS NULL AND paid_entry_id IS NULL)
    OR (status = 'APPROVED' AND approved_entry_id IS NOT NULL AND paid_entry_id IS NULL)
    OR (status = 'PAID' AND approved_entry_id IS NOT NULL AND paid_entry_id IS NOT NULL AND paid_on IS NOT NULL))
);

CREATE TABLE payroll_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  run_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 1),
  -- snapshot of the employee when the line was last computed.
  employee_code text,
  national_id text NOT NULL,
  title text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  department_name text,
  department_type text NOT NULL CHECK (department_type IN ('ADMIN', 'SALES', 'SERVICE')),
  position text,
  bank_code text,
  bank_account_number text,
  social_security_number text,
  employed_days integer NOT NULL CHECK (employed_days BETWEEN 1 AND 31),
  days_in_month integer NOT NULL CHECK (days_in_month BETWEEN 28 AND 31),
  days_worked integer CHECK (days_worked BETWEEN 0 AND 31),
  salary numeric(18, 2) NOT NULL CHECK (salary >= 0),
  overtime numeric(18, 2) NOT NULL DEFAULT 0 CHECK (overtime >= 0),
  allowance numeric(18, 2) NOT NULL DEFAULT 0 CHECK (allowance >= 0),
  bonus numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  gross numeric(18, 2) NOT NULL,
  social_security numeric(18, 2) NOT NULL CHECK (social_security >= 0),
  social_security_employer numeric(18, 2) NOT NULL CHECK (social_security_employer >= 0),
  provident_fund numeric(18, 2) NOT NULL CHECK (provident_fund >= 0),
  provident_fund_employer numeric(18, 2) NOT NULL CHECK (provident_fund_employer >= 0),
  withholding_tax numeric(18, 2) NOT NULL CHECK (withholding_tax >= 0),
  other_deductions numeric(18, 2) NOT NULL DEFAULT 0 CHECK (other_deductions >= 0),
  net_pay numeric(18, 2) NOT NULL CHECK (net_pay >= 0),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT payroll_lines_employee_key UNIQUE (organization_id, run_id, employee_id),
  CONSTRAINT payroll_lines_run_fk FOREIGN KEY (organization_id, run_id)
    REFERENCES payroll_runs (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT payroll_lines_employee_fk FOREIGN KEY (organization_id, employee_id)
    REFERENCES employees (organization_id, id),
  CONSTRAINT payroll_lines_gross CHECK (gross = salary + overtime + allowance + bonus),
  CONSTRAINT payroll_lines_net CHECK (
    net_pay = gross - social_security - provident_fund - withholding_tax - other_deductions)
);
