// Vite build and dev server for the web app. In development the API runs on another port
// (API_PORT, default 3000) and every API path is proxied to it, so the browser always talks to
// the same origin with relative paths, exactly as it does when the API serves apps/web/dist.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const apiPrefixes = [
  '/auth',
  '/organizations',
  '/items',
  '/warehouses',
  '/contacts',
  '/openapi.json',
  '/docs',
  // sales documents
  '/quotations',
  '/billing-notes',
  '/invoices',
  '/cash-invoices',
  '/receipts',
  '/credit-notes',
  '/debit-notes',
  '/documents',
  // the books
  '/accounts',
  '/journals',
  '/reports',
  '/periods',
  '/dashboard',
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          changeOrigin: true,
          // A page navigation (Accept: text/html) belongs to the SPA, never to the API.
          bypass: (req: { headers: { accept?: string } }) =>
            req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: {
    target: 'es2022',
    // The sign-in page's initial JavaScript is measured from this manifest by
    // e2e/scripts/measure-login-bundle.ts (and checked by an e2e test).
    manifest: true,
  },
});
