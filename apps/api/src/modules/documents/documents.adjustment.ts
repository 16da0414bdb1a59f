// Building an adjustment (the 'adjustment' role of the kind registry): a credit or debit note against the
// invoice or cash sale it corrects, with its reason from the domain's lists.
import {
  CREDIT_NOTE_REASONS_PRODUCT,
  CREDIT_NOTE_REASONS_SERVICE,
  DEBIT_NOTE_REASONS,
  allowedActions,
  parseMoney,
  sumMoney,
  toMoneyString,
  type DocumentAction,
  type DocumentReason,
} from '@banchee/domain';
import { conflict, validationFailed } from './documents.errors.ts';
import { linesFromDraft } from './documents.drafts.ts';
import { assertCreditable } from './documents.invariants.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { collectableBalance } from './documents.progress.ts';
import { findChildLinks, findDocument } from './documents.queries.ts';
import {
  computeColumns,
  headerFromSource,
  type BuildContext,
  type BuiltDocument,
} from './documents.sources.ts';

const CREDIT_NOTE_REASONS: readonly DocumentReason[] = [
  ...CREDIT_NOTE_REASONS_PRODUCT,
  ...CREDIT_NOTE_REASONS_SERVICE,
];

export async function buildAdjustment(ctx: BuildContext): Promise<BuiltDocument> {
  const { tx, organizationId, kind, input } = ctx;
  const rules = rulesOf(kind);
  const target = await findDocument(tx, organizationId, input.selectedInvoice ?? '', { forUpdate: true });
  if (!target || !(rules.adjusts as readonly string[]).includes(target.kind)) {
    throw validationFailed('selectedInvoice', 'No such invoice or cash sale in this organisation');
  }
  if (!isActiveStatus(target.status)) {
    throw conflict(target.kind, 'INVALID_TRANSITION', `${target.number} is ${target.status}`, {
      status: target.status,
      allowedActions: allowedActions(target.kind, target.status),
    });
  }
  // The invoice's life cycle names the note actions; a cash sale's table has none, so any active one may be
  // adjusted (issue 5: "credit note and debit note against an invoice or cash sale").
  if (target.kind === 'INV') {
    const needed: DocumentAction =
      kind === 'CN' ? 'CREATE CREDIT NOTE/TAX INVOICE' : 'CREATE DEBIT NOTE/TAX INVOICE';
    const offered = allowedActions('INV', target.status);
    // Credit after payment (decision 0166): spec §4 lists no action on RECEIPT CREATED, but the law and practice
    // need a credit note on a paid invoice; what it credits beyond what is owed becomes customer credit.
    const creditAfterPayment = kind === 'CN' && target.status === 'RECEIPT CREATED';
    if (!offered.includes(needed) && !creditAfterPayment) {
      throw conflict(
        'INV',
        'INVALID_TRANSITION',
        `An invoice in status ${target.status} does not allow this`,
        {
          status: target.status,
          allowedActions: offered,
        },
      );
    }
  }
  const items = input.items ?? [];
  if (items.length === 0) throw validationFailed('items', 'Give the lines of the difference');
  const lines = await linesFromDraft(tx, organizationId, items);

  const reasons: readonly DocumentReason[] = kind === 'CN' ? CREDIT_NOTE_REASONS : DEBIT_NOTE_REASONS;
  if (!input.reason) throw validationFailed('reason', 'Choose a reason');
  const reason = reasons.find((r) => r.code === input.reason);
  if (!reason) {
    throw validationFailed('reason', `Unknown reason; one of ${reasons.map((r) => r.code).join(', ')}`);
  }
  if (!lines.some((line) => line.itemType === reason.itemType)) {
    throw validationFailed('reason', `This reason is for ${reason.itemType.toLowerCase()} lines`);
  }
  if (reason.requiresDescription && !input.reasonDescription) {
    throw validationFailed('reasonDescription', 'Describe the reason');
  }

  const header = await headerFromSource(ctx, target);
  const computed = computeColumns(header, lines);

  // The original value (s.86/9–10): the invoice's value before VAT as corrected by earlier active notes.
  const notes = (await findChildLinks(tx, organizationId, target.id)).filter((l) =>
    isActiveStatus(l.document.status),
  );
  const netOf = (type: string) =>
    sumMoney(notes.filter((l) => l.link.linkType === type).map((l) => parseMoney(l.document.netTotal)));
  const original = parseMoney(target.netTotal) + netOf('DEBIT_NOTE') - netOf('CREDIT_NOTE');
  const difference = parseMoney(computed.header.netTotal);
  if (kind === 'CN' && difference > original) {
    throw conflict(
      'CN',
      'EXCEEDS_ORIGINAL',
      `The credit ${toMoneyString(difference)} exceeds the value ${toMoneyString(original)}`,
      {
        originalAmount: toMoneyString(original),
        requested: toMoneyString(difference),
      },
    );
  }
  // With VAT, after earlier notes: what was paid is creditable too (decision 0166), the part beyond what is
  // still owed becomes customer credit (21510, see documents.postings.ts).
  const balance = collectableBalance(target, notes);
  assertCreditable(kind, parseMoney(computed.header.grandTotal), {
    grandTotal: parseMoney(target.grandTotal),
    debited: balance.debited,
    credited: balance.credited,
    paid: balance.paid,
    refunded: true,
  });
  return {
    header,
    lines,
    computed,
    links: [
      {
        parentId: target.id,
        linkType: kind === 'CN' ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
        amount: computed.header.grandTotal,
      },
    ],
    source: {
      reasonCode: reason.code,
      reasonDescription: input.reasonDescription ?? null,
      originalAmount: toMoneyString(original),
    },
  };
}
