// Public face of the documents feature (sales and purchase kinds on the one editor): two lazy-loadable pages, each taking the document kind as a prop.
//
// Routes → components (under /:orgId; `kind` per route segment: quotations → 'QT', billing-notes → 'BL',
// invoices → 'INV', cash-invoices → 'CA', receipts → 'RE', credit-notes → 'CN', debit-notes → 'DN',
// purchase-orders → 'PO', purchases → 'RI', expenses → 'EXP', payment-slip → 'PS'):
//
//   inside the sidebar layout (ShellLayout), for each segment above:
//     /:orgId/<segment>           → <DocumentListPage kind={kind} />
//   outside the sidebar layout (DocumentLayout; spec §2), for each segment above:
//     /:orgId/<segment>/new       → <DocumentEditorPage kind={kind} />   (reads ?QT=…&PARTIAL_TYPE=…, ?QT=…&DEPOSIT=TRUE,
//                                                                          ?INV=… / ?BL=… / ?CA=… from the URL)
//     /:orgId/<segment>/:id       → <DocumentEditorPage kind={kind} />   (reads :id)
//
// The editor uses useBlocker (unsaved-changes warning), so it must be rendered by a data router
// (createBrowserRouter / createMemoryRouter), as app/router.tsx does. `documentPages` lists the kinds
// with their segment for a router that maps over them.
//
//   import { lazy } from 'react';
//   const DocumentListPage = lazy(() => import('../features/documents').then((m) => ({ default: m.DocumentListPage })));
//   const DocumentEditorPage = lazy(() => import('../features/documents').then((m) => ({ default: m.DocumentEditorPage })));
import './i18n/use-doc-text';

export { DocumentListPage } from './components/document-list-page';
export { DocumentEditorPage } from './components/document-editor-page';
export { EDITOR_KINDS, kindOfResource, resourceOf, type EditorKind } from './model/kinds';

import { EDITOR_KINDS, resourceOf } from './model/kinds';

/** The editor's kinds with their route segment: [{ kind: 'QT', segment: 'quotations' }, …, { kind: 'PS', segment: 'payment-slip' }]. */
export const documentPages = EDITOR_KINDS.map((kind) => ({ kind, segment: resourceOf(kind) }));
