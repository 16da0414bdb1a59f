// Public face of the sales-documents feature: two lazy-loadable pages, each taking the document kind as a prop.
//
// Routes → components (under /:orgId; `kind` per route segment: quotations → 'QT', billing-notes → 'BL',
// invoices → 'INV', cash-invoices → 'CA', receipts → 'RE', credit-notes → 'CN', debit-notes → 'DN'):
//
//   inside the sidebar layout (ShellLayout), for each segment above:
//     /:orgId/<segment>           → <DocumentListPage kind={kind} />
//   outside the sidebar layout (DocumentLayout; spec §2), for each segment above:
//     /:orgId/<segment>/new       → <DocumentEditorPage kind={kind} />   (reads ?QT=…&PARTIAL_TYPE=…, ?QT=…&DEPOSIT=TRUE,
//                                                                          ?INV=… / ?BL=… / ?CA=… from the URL)
//     /:orgId/<segment>/:id       → <DocumentEditorPage kind={kind} />   (reads :id)
//
// The editor uses useBlocker (unsaved-changes warning), so it must be rendered by a data router
// (createBrowserRouter / createMemoryRouter), as app/router.tsx does. `documentPages` lists the seven kinds
// with their segment for a router that maps over them.
//
//   import { lazy } from 'react';
//   const DocumentListPage = lazy(() => import('../features/documents').then((m) => ({ default: m.DocumentListPage })));
//   const DocumentEditorPage = lazy(() => import('../features/documents').then((m) => ({ default: m.DocumentEditorPage })));
import './i18n/use-doc-text';

export { DocumentListPage } from './components/document-list-page';
export { DocumentEditorPage } from './components/document-editor-page';
export { kindOfResource, resourceOf, SALES_DOCUMENT_KINDS, type SalesDocumentKind } from './model/kinds';

import { SALES_DOCUMENT_KINDS, SALES_DOCUMENT_RESOURCES } from '@banchee/contracts';

/** The seven kinds with their route segment: [{ kind: 'QT', segment: 'quotations' }, …]. */
export const documentPages = SALES_DOCUMENT_KINDS.map((kind) => ({
  kind,
  segment: SALES_DOCUMENT_RESOURCES[kind],
}));
