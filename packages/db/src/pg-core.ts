// Re-export of drizzle-orm/pg-core, so schema files of later modules and the API use this package's Drizzle.
export * from 'drizzle-orm/pg-core';
