// HTTP routes of departments: GET /departments/organization/{organizationId}?page&limit&search, POST
// /departments, GET|PUT|DELETE /departments/{id} — the shared record routes.
import {
  createDepartmentRequest,
  department,
  departmentInput,
  departmentList,
  listDepartmentsQuery,
} from '@banchee/contracts';
import { departments } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './departments.service.ts';

export function departmentsRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'departments',
    table: departments,
    namespace: 'DEPARTMENT',
    what: 'department',
    schemas: {
      create: createDepartmentRequest,
      input: departmentInput,
      view: department,
      list: departmentList,
      query: listDepartmentsQuery,
    },
    docs: {
      list: 'Departments of the organisation, oldest first (page, limit, search)',
      listAnswer: 'A page of departments',
      create: 'Create a department (Idempotency-Key honoured)',
      get: 'One department',
      getAnswer: 'The department',
      update: 'Replace a department',
      delete: 'Delete a department that no employee belongs to',
    },
    useCases: {
      list: service.listDepartments,
      create: service.createDepartment,
      get: service.getDepartment,
      update: service.updateDepartment,
      remove: service.deleteDepartment,
    },
  });
}
