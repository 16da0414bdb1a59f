// The "employees" namespace of the app's i18next instance (employees, departments, payroll): registered beside
// the shell's strings; useEmpText gives a typed lookup, and errorMessage translates a failed call by its code.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { employeesEn, type EmployeesMessages } from './en';
import { employeesTh } from './th';

export const EMPLOYEES_NS = 'employees';

i18n.addResourceBundle('en', EMPLOYEES_NS, employeesEn, true, true);
i18n.addResourceBundle('th', EMPLOYEES_NS, employeesTh, true, true);

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type EmpKey = Leaves<EmployeesMessages>;
export type EmpText = (key: EmpKey, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useEmpText(): {
  text: EmpText;
  errorMessage: (error: unknown) => string;
  language: 'th' | 'en';
} {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language === 'en' ? 'en' : 'th';
  const text = useCallback<EmpText>(
    (key, values) => (t as unknown as LooseT)(key, { ns: EMPLOYEES_NS, lng: language, ...values }),
    [t, language],
  );
  const errorMessage = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'generic';
      const messages = (language === 'en' ? employeesEn : employeesTh).errors as Record<string, string>;
      return messages[code] ?? messages.generic ?? '';
    },
    [language],
  );
  return { text, errorMessage, language };
}
