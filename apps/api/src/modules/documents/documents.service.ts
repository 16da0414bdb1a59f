// Use cases of the documents, shared by every kind (kind-specific rules come from documents.kinds.ts): list,
// read, create (plain, from an order, settling bills, adjusting one), update while editable, and life-cycle
// actions, one file each. Each use case is one transaction: the number, the rows, the links, the parent's new
// status, the history and the ledger posting are stored together or not at all.
export { listDocuments, readDocument, type Actor, type ServiceOptions } from './documents.read.ts';
export { createDocument } from './documents.create.ts';
export { updateDocument } from './documents.update.ts';
export { changeDocumentStatus } from './documents.status.ts';
