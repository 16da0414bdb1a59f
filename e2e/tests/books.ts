// The books check of the e2e suite (issue 24 "The mechanism", decision 0238): after a spec that writes, the same
// reconciliations as the API tests' (apps/api/src/test-helpers/books.ts, one module, HTTP reads only) are read
// back through the running server as the signed-in user, and the spec fails listing each report figure beside
// its ledger figure.
import type { Page } from '@playwright/test';
import {
  booksFindings,
  describeFindings,
  type BooksClient,
  type BooksOptions,
} from '../../apps/api/src/test-helpers/books.ts';
import { apiToken } from './sales-helpers';

/** The browser's request context as a books client: GETs only, with the bearer token, answered as a fetch Response. */
function pageClient(page: Page): BooksClient {
  return {
    request: async (method, path, options = {}) => {
      // The check only reads: e2e writes go through the screens (decision 0244).
      if (method !== 'GET') throw new Error(`The books check reads only (GET), not ${method} ${path}`);
      const answer = await page.request.get(path, {
        headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      });
      return new Response(await answer.text(), { status: answer.status() });
    },
  };
}

/** Pages whose test already ran the books check (the automatic one after the test is then not repeated). */
export const checkedPages = new WeakSet<Page>();

export async function expectBooksReconcile(
  page: Page,
  organizationId: string,
  options: BooksOptions = {},
): Promise<void> {
  const token = await apiToken(page);
  const skip = new Set(options.skip ?? []);
  const found = await booksFindings(pageClient(page), { organizationId, token }, options);
  const failing = found.filter((f) => !skip.has(f.check));
  if (failing.length > 0) throw new Error(`The books do not reconcile:\n${describeFindings(failing)}`);
  checkedPages.add(page);
}
