// The API fuzzer: every operation the app publishes in /openapi.json (so routes added later are covered without
// an edit here) gets malformed requests built with fast-check from its own schemas — wrong types, missing
// required fields, NUL characters, huge and negative numbers, dates and years out of range, over-long strings,
// bad UUIDs and enum values, bad query parameters, malformed JSON, bad tokens — sent through app.request() as a
// signed-in member of a seeded organisation. Every answer must be a 4xx with the { error: { code, message } }
// shape, and no row of any table may change. Seeded: FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> sets the
// requests per operation (at least 2,000 requests in total either way).
import type { RegisterResponse } from '@banchee/contracts';
import { sql } from '@banchee/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helpers/index.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const MIN_TOTAL = 2000;

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; security?: unknown[] }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** One malformed request: what is sent, and what was spoiled (for the failure report). */
interface FuzzRequest {
  poison: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

let t: TestApp;
let me: RegisterResponse;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  me = await t.register();
  // A few rows of each kind, so a request that wrongly got through would have something to change.
  const org = me.organization.id;
  const seed = async (path: string, body: Record<string, unknown>) => {
    const response = await t.request('POST', path, {
      token: me.token,
      body: { organizationId: org, ...body },
    });
    expect(response.status).toBe(201);
  };
  await seed('/items', { name: 'สินค้า' });
  await seed('/contacts', { contact_type: 'CLIENT', contact_name: 'ลูกค้า' });
  await seed('/warehouses', { name: 'คลัง' });
  doc = (await (await t.app.request('/openapi.json')).json()) as OpenApiDocument;
}, 60_000);
afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------- reading the schemas

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  }
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return resolve({ ...schema, allOf: undefined, ...schema.allOf[0] });
  return schema;
}

/** The JSON types a schema accepts, or null when it does not say (then only type-free poisons are used). */
function typesOf(raw: Schema): Set<string> | null {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const all = new Set<string>();
    for (const variant of variants) {
      const types = typesOf(variant);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.enum) return new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)));
  if (schema.const !== undefined) return new Set([typeof schema.const]);
  if (!schema.type) return null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

function isDate(schema: Schema): boolean {
  return schema.format === 'date' || (schema.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}');
}

/** A value of the schema's shape that passes its obvious rules (only to carry a poison somewhere inside). */
function plausible(raw: Schema, orgId: string, depth = 0): unknown {
  const schema = resolve(raw);
  const variant = (schema.anyOf ?? schema.oneOf)?.[0];
  if (variant) return plausible(variant, orgId, depth);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const name of schema.required ?? []) {
        out[name] = plausible(schema.properties?.[name] ?? {}, orgId, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.min(schema.minItems ?? 1, 3) }, () =>
        plausible(schema.items ?? {}, orgId, depth + 1),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'uuid') return orgId;
      if (schema.format === 'email') return 'fuzz@example.test';
      if (isDate(schema)) return '2026-01-15';
      if (schema.pattern?.includes('\\d{4}(')) return '11110';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

// ---------------------------------------------------------------- poisons

const NUL_TEXT = fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`);
const BAD_DATES = [
  '9999-12-31',
  '1899-12-31',
  '1999-12-31',
  '1970-01-01',
  '2101-01-01',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '+275760-09-13',
  '2026-1-1',
  '25690101',
  '2569-01-01',
];
const BAD_UUIDS = [
  'not-a-uuid',
  '42',
  '-1',
  "' OR 1=1 --",
  '0190000-0000-7000-8000-00000000000g',
  'x'.repeat(300),
  '{}',
];
const WRONG_TYPED: Record<string, unknown[]> = {
  string: ['text', 'ก'.repeat(3)],
  number: [42, -1, 1e21, -1e21, 1.5, 0],
  boolean: [true, false],
  object: [{}, { a: 1 }],
  array: [[], [1, 'a']],
};

/** A JSON value the schema definitely refuses. */
function badValue(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const options: fc.Arbitrary<unknown>[] = [NUL_TEXT];
  const types = typesOf(schema);
  if (types) {
    const wrong = Object.entries(WRONG_TYPED)
      .filter(([type]) => !types.has(type))
      .flatMap(([, values]) => values);
    if (wrong.length > 0) options.push(fc.constantFrom(...wrong));
  }
  const plainString = types?.size === 1 && types.has('string') && !schema.anyOf && !schema.oneOf;
  if (plainString) {
    if (schema.enum) {
      const allowed = schema.enum;
      // A blank value counts as absent (spec §5), so it is no poison.
      options.push(
        fc.string({ maxLength: 12 }).filter((text) => text.trim() !== '' && !allowed.includes(text.trim())),
      );
    }
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(fc.integer({ min: max + 1, max: max + 50 }).map((length) => 'ก'.repeat(length)));
    }
    if (schema.format === 'uuid') options.push(fc.constantFrom(...BAD_UUIDS));
    if (isDate(schema)) options.push(fc.constantFrom(...BAD_DATES));
    else if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      options.push(
        fc
          .oneof(fc.constantFrom('-5', '1e5', '1.23456', '๑๒', 'NaN', '', ' '), fc.string({ maxLength: 10 }))
          .filter((text) => !pattern.test(text) && !pattern.test(text.trim()) && text.trim() !== ''),
      );
    }
  }
  const numeric = types?.size === 1 && types.has('number');
  if (numeric) {
    if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
    if (schema.type === 'integer') options.push(fc.constantFrom(1.5, -0.25));
    options.push(fc.constantFrom(Number.MAX_SAFE_INTEGER * 4, -Number.MAX_SAFE_INTEGER * 4));
  }
  return fc.oneof(...options);
}

/** A query-string value (already URL-encoded) the parameter definitely refuses. */
function badQueryValue(raw: Schema): fc.Arbitrary<string> {
  const schema = resolve(raw);
  const options: fc.Arbitrary<string>[] = [NUL_TEXT.map(encodeURIComponent)];
  const types = typesOf(schema);
  if (schema.enum) {
    const allowed = schema.enum.map(String);
    options.push(
      fc
        .string({ maxLength: 12 })
        .filter((text) => text.trim() !== '' && !allowed.includes(text.trim()))
        .map(encodeURIComponent),
    );
  }
  if (types?.has('number') && !types.has('string')) {
    const values = ['abc', '1e400', '-1e400', '1.5', '--1'];
    if (schema.minimum !== undefined) values.push(String(schema.minimum - 1));
    if (schema.maximum !== undefined) values.push(String(schema.maximum + 1), '99999999999999999999');
    options.push(fc.constantFrom(...values));
  }
  if (types?.has('string') && schema.maxLength !== undefined) {
    options.push(fc.constant('a'.repeat(schema.maxLength + 1)));
  }
  if (isDate(schema)) options.push(fc.constantFrom(...BAD_DATES).map(encodeURIComponent));
  if (schema.format === 'uuid') options.push(fc.constantFrom(...BAD_UUIDS).map(encodeURIComponent));
  return fc.oneof(...options);
}

/** Paths (property names) of every spot in a plausible body that a poison can replace, with its schema. */
function spots(raw: Schema, path: string[] = [], depth = 0): { path: string[]; schema: Schema }[] {
  const schema = resolve(raw);
  const found: { path: string[]; schema: Schema }[] = [];
  if (path.length > 0) found.push({ path, schema });
  if (depth > 4) return found;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      found.push(...spots(property, [...path, name], depth + 1));
    }
  } else if (type === 'array' && schema.items) {
    found.push(...spots(schema.items, [...path, '0'], depth + 1));
  }
  return found;
}

function setAt(target: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head = '', ...rest] = path;
  const container: Record<string, unknown> | unknown[] = Array.isArray(target)
    ? [...(target as unknown[])]
    : typeof target === 'object' && target !== null
      ? { ...(target as Record<string, unknown>) }
      : /^\d+$/.test(head)
        ? []
        : {};
  const record = container as Record<string, unknown>;
  if (remove && rest.length === 0) delete record[head];
  else record[head] = setAt(record[head], rest, value, remove);
  return container;
}

const BAD_TOKENS = [
  'Bearer x',
  'Bearer ' + 'a'.repeat(5000),
  'Basic YTpi',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
];

// ---------------------------------------------------------------- building requests

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content?.['application/json']?.schema,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return list;
}

function requestArbitrary(op: Operation, token: string, orgId: string): fc.Arbitrary<FuzzRequest> | null {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, orgId]));
  const validQuery: Record<string, string> = {};
  for (const p of queryParams) {
    if (p.required) validQuery[p.name] = encodeURIComponent(String(plausible(p.schema ?? {}, orgId)));
  }
  const validBody = op.body ? plausible(op.body, orgId) : undefined;
  const auth: Record<string, string> = op.secured ? { authorization: `Bearer ${token}` } : {};

  const make = (
    poison: string,
    parts: { path?: Record<string, string>; query?: Record<string, string>; body?: string; headers?: object },
  ): FuzzRequest => {
    let url = op.path;
    for (const [name, value] of Object.entries({ ...validPath, ...parts.path })) {
      url = url.replace(`{${name}}`, value);
    }
    const query = Object.entries({ ...validQuery, ...parts.query }).map(([k, v]) => `${k}=${v}`);
    if (query.length > 0) url += `?${query.join('&')}`;
    const body = parts.body ?? (validBody === undefined ? undefined : JSON.stringify(validBody));
    const headers: Record<string, string> = { ...auth, accept: 'application/json', ...(parts.headers ?? {}) };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    return { poison, url, headers, ...(body === undefined ? {} : { body }) };
  };

  const arbitraries: fc.Arbitrary<FuzzRequest>[] = [];
  if (pathParams.length > 0) {
    arbitraries.push(
      fc
        .tuple(
          fc.constantFrom(...pathParams.map((p) => p.name)),
          fc.oneof(
            fc.constantFrom(
              ...BAD_UUIDS.map(encodeURIComponent),
              '%00',
              `${orgId}%00`,
              '%E0%A4%A',
              '..%2F..',
            ),
            NUL_TEXT.map(encodeURIComponent),
          ),
        )
        .map(([name, value]) => make(`path ${name}=${value}`, { path: { [name]: value } })),
    );
  }
  if (queryParams.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...queryParams)
        .chain((p) => badQueryValue(p.schema ?? {}).map((value) => ({ name: p.name, value })))
        .map(({ name, value }) => make(`query ${name}=${value}`, { query: { [name]: value } })),
      fc.constant(
        make('query with a malformed %-escape', { query: { [queryParams[0]?.name ?? 'q']: '%E0%A4%A' } }),
      ),
    );
  }
  if (op.body) {
    const bodySpots = spots(op.body);
    const requiredSpots = bodySpots.filter(({ path }) => {
      // A spot is required when its own name is in its parent's required list.
      const parentPath = path.slice(0, -1);
      let parent = resolve(op.body);
      for (const step of parentPath) {
        parent = resolve(/^\d+$/.test(step) ? parent.items : parent.properties?.[step]);
      }
      return (parent.required ?? []).includes(path[path.length - 1] ?? '');
    });
    arbitraries.push(
      fc
        .constantFrom(...bodySpots)
        .chain(({ path, schema }) => badValue(schema).map((value) => ({ path, value })))
        .map(({ path, value }) =>
          make(`body ${path.join('.')}=${JSON.stringify(value)?.slice(0, 60)}`, {
            body: JSON.stringify(setAt(validBody, path, value)),
          }),
        ),
      fc
        .constantFrom(
          '{"a":',
          '{"a":1}}',
          '{"name":"a\u0000b"}',
          '\u0000',
          'null',
          '42',
          '"text"',
          '[1,2]',
          'true',
          '',
        )
        .map((text) => make(`raw body ${JSON.stringify(text)}`, { body: text })),
      fc.constant(make('text/plain body', { headers: { 'content-type': 'text/plain' } })),
    );
    if (requiredSpots.length > 0) {
      arbitraries.push(
        fc.constantFrom(...requiredSpots).map(({ path }) =>
          make(`body without ${path.join('.')}`, {
            body: JSON.stringify(setAt(validBody, path, undefined, true)),
          }),
        ),
      );
    }
  }
  if (op.secured) {
    arbitraries.push(
      fc
        .constantFrom(...BAD_TOKENS, '')
        .map((value) => make(`authorization ${value.slice(0, 30)}`, { headers: { authorization: value } })),
    );
  }
  // An operation without parameters, body or security cannot be sent malformed.
  if (arbitraries.length === 0) return null;
  return fc.oneof(...arbitraries);
}

// ---------------------------------------------------------------- what must hold

/** Row count and checksum of every table: the fuzzer's requests must change none. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ name: string }>(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await t.db.execute<{ n: number; h: string | null }>(
      sql.raw(
        `SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS h FROM "${name}" r`,
      ),
    );
    const row = result.rows[0];
    out[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return out;
}

function problemOf(status: number, text: string): string | null {
  if (status < 400 || status > 499) return `status ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'answer is not JSON';
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error;
  if (typeof error?.code !== 'string' || !/^[A-Z_]+\.[A-Z_]+$/.test(error.code)) return 'no error.code';
  if (typeof error.message !== 'string' || error.message.length === 0) return 'no error.message';
  if (error.details !== undefined) {
    const ok =
      Array.isArray(error.details) &&
      error.details.every(
        (d: unknown) =>
          typeof (d as { path?: unknown }).path === 'string' &&
          typeof (d as { message?: unknown }).message === 'string',
      );
    if (!ok) return 'malformed error.details';
  }
  return null;
}

describe('API fuzzer (driven by /openapi.json)', () => {
  it(`answers at least ${MIN_TOTAL} malformed requests on every route with a 4xx error and changes no row`, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    const runs = Number(process.env.FUZZ_RUNS ?? Math.ceil(MIN_TOTAL / ops.length) + 1);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let fuzzed = 0;
    let before = await snapshot();
    for (const [index, op] of ops.entries()) {
      const arbitrary = requestArbitrary(op, me.token, me.organization.id);
      if (!arbitrary) continue;
      fuzzed += 1;
      for (const request of fc.sample(arbitrary, { seed: SEED + index, numRuns: runs })) {
        sent += 1;
        const response = await t.app.request(request.url, {
          method: op.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem = problemOf(response.status, await response.text());
        if (problem) failures.push(`${op.method} ${request.url} [${request.poison}]: ${problem}`);
      }
      const after = await snapshot();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      if (changed.length > 0) failures.push(`${op.method} ${op.path}: rows changed in ${changed.join(', ')}`);
      before = after;
    }
    console.info(
      `fuzzer: ${sent} requests over ${fuzzed} of ${ops.length} operations (seed ${SEED});`,
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(fuzzed).toBeGreaterThan(50);
    expect(sent).toBeGreaterThanOrEqual(MIN_TOTAL);
    expect(failures.slice(0, 30), `${failures.length} failures (FUZZ_SEED=${SEED})`).toEqual([]);
  }, 120_000);
});
