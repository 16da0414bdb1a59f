// Building a document from an order (issue 11 §1: the 'order' role of the kind registry): a order made into
// a billing note, invoice or cash sale, a purchase order made into receiving inventory or an expense — in full
// (deducting the order's deposits), as a partial by percentage, amount or quantity, or as a deposit, with the
// figures of the domain's computePartial / computeDeposit / depositDeductionLines. The order's life cycle must
// offer the create action; the order is locked FOR UPDATE so two documents cannot take the same remainder.
import {
  QUANTITY_SCALE,
  allowedActionDefinitions,
  allowedActions,
  createActionsFrom,
  computeDeposit,
  computePartial,
  depositDeductionLines,
  formatDecimal,
  parseDecimal,
  toMoneyString,
  type PartialRequest,
  type PartialType,
  type DocumentKind,
} from '@banchee/domain';
import { conflict, fromDomain, validationFailed } from './documents.errors.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { partialsSoFar, quotationProgress } from './documents.progress.ts';
import {
  findChildLinks,
  findDocument,
  findLines,
  findLinesOfDocuments,
  type DocumentRow,
  type LineRow,
} from './documents.queries.ts';
import { toDomainLine, toTotalsInput, type LineDraft } from './documents.totals.ts';
import {
  computeColumns,
  depositLine,
  headerFromSource,
  type BuildContext,
  type BuiltDocument,
  type SourceColumns,
  type LinkDraft,
} from './documents.sources.ts';

type OrderMode = 'full' | 'partial' | 'deposit';

/**
 * The order's life cycle must offer a create action for this kind and mode (spec §4 second reading, as
 * the domain's transition table has it): e.g. PARTIALS offers only "Add Partial Billing Note".
 */
function assertOrderAllows(
  order: DocumentRow,
  kind: DocumentKind,
  mode: OrderMode,
  partialType: PartialType | undefined,
): void {
  const offered = allowedActionDefinitions(order.kind, order.status).filter(
    (definition) => definition.type === 'create' && definition.targetKind === kind,
  );
  // A purchase order's one create action per kind ("Create Receiving Inventory") also takes the partials the
  // kind accepts from its order (registry fromOrder.partialTypes): the spec gives it no partial actions.
  const ownPartials = createActionsFrom(order.kind).some(
    ({ definition }) => definition.targetKind === kind && definition.partialTypes.length > 0,
  );
  const orderPartials = rulesOf(kind).fromOrder?.partialTypes ?? [];
  const match = offered.find((definition) => {
    if (definition.type !== 'create') return false;
    if (mode === 'deposit') return definition.deposit;
    const plain = !definition.deposit && definition.partialTypes.length === 0;
    if (mode === 'partial') {
      if (partialType === undefined) return false;
      if (!ownPartials) return plain && orderPartials.includes(partialType);
      return definition.partialTypes.includes(partialType);
    }
    return plain;
  });
  if (!match) {
    const what =
      mode === 'partial' ? `a ${partialType ?? ''} partial` : mode === 'deposit' ? 'a deposit' : 'a full';
    throw conflict(
      order.kind,
      'INVALID_TRANSITION',
      `A order in status ${order.status} does not allow ${what} ${rulesOf(kind).label}`,
      { status: order.status, allowedActions: allowedActions(order.kind, order.status) },
    );
  }
}

function partialFailure(error: {
  code: string;
  message: string;
  details?: Readonly<Record<string, unknown>>;
}) {
  // QUOTATION.INVALID_PARTIAL / PARTIAL_TYPE_NOT_ALLOWED / OVER_BILLED / NOTHING_TO_BILL: business refusals.
  return fromDomain(error);
}

/** "4.0000" → "4", "2.5000" → "2.5". */
const plainQuantity = (quantity: string) =>
  quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;

/**
 * What a one-unit line of a percentage or amount partial stands for: its share of the order line with
 * that line's quantity and unit ("เรียกเก็บร้อยละ 30.00 ของ 3 ชิ้น ตามใบเสนอราคาเลขที่ QT…"), so the unit is
 * never lost. Printed on Thai documents, so the words are Thai.
 */
function shareDescription(
  share: string,
  from: LineRow | undefined,
  orderNumber: string,
  orderNameTh: string,
): string {
  const percent = `เรียกเก็บร้อยละ ${formatDecimal(parseDecimal(share, 2), 2)}`;
  if (!from) return `${percent} ของ${orderNameTh}เลขที่ ${orderNumber}`;
  const unit = from.mainUnit ? ` ${from.mainUnit}` : '';
  return `${percent} ของ ${plainQuantity(from.quantity)}${unit} ตาม${orderNameTh}เลขที่ ${orderNumber}`;
}

export async function buildFromOrder(ctx: BuildContext): Promise<BuiltDocument> {
  const { tx, organizationId, kind, input } = ctx;
  const rules = rulesOf(kind);
  if (!rules.fromOrder) {
    throw validationFailed('parentQuotationId', `A ${rules.label} cannot be made from an order`);
  }
  if (input.isDeposit && input.partialType) {
    throw validationFailed(
      'partialType',
      'A deposit is not a partial: send isDeposit or partialType, not both',
    );
  }
  const orderId = input.parentQuotationId ?? '';
  const orderKind = rules.fromOrder.orderKind;
  const order = await findDocument(tx, organizationId, orderId, { forUpdate: true });
  if (!order || order.kind !== orderKind) {
    throw validationFailed('parentQuotationId', `No such ${rulesOf(orderKind).label} in this organisation`);
  }
  const mode: OrderMode = input.isDeposit ? 'deposit' : input.partialType ? 'partial' : 'full';
  assertOrderAllows(order, kind, mode, input.partialType);

  const orderLines = (await findLines(tx, organizationId, order.id)).filter((l) => l.lineKind === 'item');
  const children = await findChildLinks(tx, organizationId, order.id);
  const activeChildIds = children.filter((c) => isActiveStatus(c.document.status)).map((c) => c.link.childId);
  const progress = quotationProgress(
    order,
    children,
    await findLinesOfDocuments(tx, organizationId, activeChildIds),
  );
  const orderInput = toTotalsInput(order, orderLines.map(lineDraftOf));

  const header = await headerFromSource(ctx, order);
  const source: SourceColumns = { parentQuotationId: order.id };

  if (mode === 'deposit') {
    if (input.depositValue === undefined) throw validationFailed('depositValue', 'Give the deposit amount');
    const request =
      input.depositType === 'PERCENTAGE'
        ? ({ type: 'PERCENTAGE', percent: input.depositValue } as const)
        : ({ type: 'AMOUNT', amount: input.depositValue } as const);
    const result = computeDeposit(orderInput, progress.deposited, request, header.date);
    if (!result.ok) throw partialFailure(result.error);
    const itemType = orderLines[0]?.itemType ?? 'PRODUCT';
    const lines = result.value.input.lines.map((line) =>
      depositLine(
        'item',
        itemType,
        `เงินมัดจำตาม${rulesOf(order.kind).nameTh} ${order.number}`,
        `เงินมัดจำร้อยละ ${formatDecimal(parseDecimal(result.value.percent, 2), 2)} ของ${rulesOf(order.kind).nameTh}เลขที่ ${order.number}`,
        line,
      ),
    );
    return {
      header,
      lines,
      computed: computeColumns(header, lines),
      links: [
        {
          parentId: order.id,
          linkType: 'DEPOSIT',
          percent: result.value.percent,
          amount: toMoneyString(result.value.amount),
        },
      ],
      source: { ...source, isDeposit: true, depositValue: input.depositValue },
    };
  }

  if (mode === 'partial') {
    const partialType = input.partialType as PartialType;
    // Percentage and amount partials both take money and may follow each other; quantity partials track
    // quantities per line and cannot be mixed with them (the remaining quantities would mean nothing).
    const byQuantity = partialType === 'QUANTITY';
    const clash = progress.partialTypes.find((used) => (used === 'QUANTITY') !== byQuantity);
    if (clash) {
      throw conflict(
        order.kind,
        'PARTIAL_TYPE_MISMATCH',
        `This order is billed by ${clash}; a ${partialType} partial cannot follow`,
        { partialType: clash },
      );
    }
    let request: PartialRequest;
    let percent: string | null = null;
    if (partialType === 'PERCENTAGE') {
      if (input.partialPercent === undefined)
        throw validationFailed('partialPercent', 'Give the percentage to bill');
      percent = input.partialPercent;
      request = { type: 'PERCENTAGE', percent: input.partialPercent };
    } else if (partialType === 'AMOUNT') {
      if (input.partialAmount === undefined)
        throw validationFailed('partialAmount', 'Give the amount to bill');
      request = { type: 'AMOUNT', amount: input.partialAmount };
    } else {
      const items = input.items ?? [];
      const byLine = new Map<string, bigint>();
      items.forEach((item, index) => {
        const lineId = item.quotation_line_id;
        if (!lineId || !orderLines.some((l) => l.id === lineId)) {
          throw validationFailed(`items.${index}.quotation_line_id`, 'Name a line of the order');
        }
        if (byLine.has(lineId)) {
          throw validationFailed(`items.${index}.quotation_line_id`, 'Each order line may appear once');
        }
        byLine.set(lineId, parseDecimal(item.quantity, QUANTITY_SCALE));
      });
      if (byLine.size === 0) throw validationFailed('items', 'Give the quantities to bill');
      request = {
        type: 'QUANTITY',
        quantities: orderLines.map((l) => formatDecimal(byLine.get(l.id) ?? 0n, QUANTITY_SCALE)),
      };
    }
    // The percentage that completes 100 takes exactly what remains (computePartial).
    const billed = partialsSoFar(progress, orderLines);
    const result = computePartial(orderInput, billed, request, header.date, {
      allowedTypes: rules.fromOrder.partialTypes,
    });
    if (!result.ok) throw partialFailure(result.error);
    const share = percent ?? result.value.percent;
    const lines: LineDraft[] = result.value.input.lines.map((line) => {
      const from = orderLines[line.sourceIndex];
      return {
        lineKind: 'item',
        itemId: from?.itemId ?? null,
        itemType: from?.itemType ?? 'PRODUCT',
        name: from?.name ?? '',
        saleDescription: byQuantity
          ? (from?.saleDescription ?? null)
          : shareDescription(share, from, order.number, rulesOf(order.kind).nameTh),
        quantity: line.quantity,
        mainUnit: byQuantity ? (from?.mainUnit ?? null) : null,
        salePrice: line.unitPrice,
        discountAmount: line.discountAmount ?? null,
        discountPercent: line.discountPercent ?? null,
        vatType: line.vatCode ?? 'VAT7',
        whtPercent: line.whtPercent ?? null,
        sourceLineId: from?.id ?? null,
        sourceDocumentId: null,
        // Where the order line's goods and cost go, and its 50 ทวิ row, carry to the bill (decision 0224).
        accountCode: from?.accountCode ?? null,
        whtIncomeType: from?.whtIncomeType ?? null,
        warehouseId: from?.warehouseId ?? null,
      };
    });
    header.discountAmount = result.value.input.discountAmount ?? null;
    header.discountPercent = result.value.input.discountPercent ?? null;
    return {
      header,
      lines,
      computed: computeColumns(header, lines),
      links: [
        {
          parentId: order.id,
          linkType: 'PARTIAL',
          partialType,
          percent: share,
          amount: toMoneyString(result.value.amount),
        },
      ],
      source: {
        ...source,
        partialType,
        partialPercent: share,
        partialAmount: toMoneyString(result.value.amount),
      },
    };
  }

  // Full: the quotation's lines and discount, less every active deposit taken on it (thai-tax-reference §11 h).
  if (progress.billed > 0n) {
    throw conflict(order.kind, 'OVER_BILLED', 'The order is already partly billed: continue with partials');
  }
  header.discountAmount = order.discountAmount;
  header.discountPercent = order.discountPercent;
  const lines: LineDraft[] = orderLines.map((line) => ({ ...lineDraftOf(line), sourceLineId: line.id }));
  const links: LinkDraft[] = [
    { parentId: order.id, linkType: 'FULL', percent: '100.00', amount: order.amountAfterDiscount },
  ];
  if (progress.activeDepositIds.length > 0) {
    const depositLines = (await findLinesOfDocuments(tx, organizationId, progress.activeDepositIds)).filter(
      (l) => l.lineKind === 'item',
    );
    const deposits = children.filter((c) => progress.activeDepositIds.includes(c.link.childId));
    const numbers = deposits.map((d) => d.document.number).join(', ');
    // A deduction has the items' type: services when they all are (as the postings treat it), else goods.
    const itemType = lines.every((l) => l.itemType === 'SERVICE') ? 'SERVICE' : 'PRODUCT';
    for (const deduction of depositDeductionLines(depositLines.map((l) => toDomainLine(lineDraftOf(l))))) {
      lines.push(
        depositLine(
          'deposit_deduction',
          itemType,
          `หักเงินมัดจำ ${numbers}`,
          `Less deposit ${numbers}`,
          deduction,
        ),
      );
    }
    for (const deposit of deposits) {
      links.push({
        parentId: deposit.link.childId,
        linkType: 'DEPOSIT_DEDUCTION',
        amount: deposit.link.amount,
      });
    }
  }
  return { header, lines, computed: computeColumns(header, lines), links, source };
}
