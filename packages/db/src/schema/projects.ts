// Projects (issue 15): what an organisation tracks profit and loss by. Mirrors 0021_projects.sql — the SQL file
// is the source of truth (checks and the journal_lines foreign key live there).
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

export const projects = pgTable(
  'projects',
  {
    ...tenantColumns(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
