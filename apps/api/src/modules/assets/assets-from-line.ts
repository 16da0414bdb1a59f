// An asset made from a purchase (RI) or expense (EXP) line (issue #13; decisions 0143, 0182, 0228): the cost is
// the line's amount before VAT (grand_total − tax_amount: after its discounts, the document discount's share
// included), the acquisition date the document's date, and the asset keeps the line and its document. One live
// asset per line (unique in the database); a voided (or rejected) document's line is refused, and so is a line whose goods
// went into stock (they are inventory: a fixed asset is not on a stock card). The cost leaves the account the bill
// debited with the line (its own account, else the posting default: 11510 goods, 53036 services — the same
// choice the purchase posting made) for the category's asset account: capitalisation.ts, a locked period refuses
// it and nothing is written.
import type { Asset, CreateAssetFromLineRequest } from '@banchee/contracts';
import { createAssetRequest } from '@banchee/contracts';
import { assets, newId, sql, type Database } from '@banchee/db';
import { parseMoney, toMoneyString } from '@banchee/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { findDocument, isActiveStatus, purchaseLineAccounts } from '../documents/index.ts';
import * as queries from './assets.queries.ts';
import { checkAssetInput, getAsset, assetValuesOf } from './assets.service.ts';
import { postCapitalisation } from './capitalisation.ts';

interface SourceLine extends Record<string, unknown> {
  document_id: string;
  kind: string;
  number: string;
  status: string;
  date: string;
  name: string;
  net: string;
  taken: boolean;
  in_stock: boolean;
}

const FROM_KINDS = ['RI', 'EXP'];

export async function createAssetFromLine(
  db: Database,
  userId: string,
  input: CreateAssetFromLineRequest,
): Promise<Asset> {
  const { organizationId } = input;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<SourceLine>(sql`
      SELECT d.id AS document_id, d.kind, d.number, d.status, d.date::text AS date, l.name,
             (l.grand_total - l.tax_amount)::text AS net,
             EXISTS (SELECT 1 FROM assets a WHERE a.organization_id = l.organization_id
                     AND a.source_line_id = l.id AND a.deleted_at IS NULL) AS taken,
             COALESCE((SELECT sum(m.quantity) FROM stock_moves m WHERE m.organization_id = l.organization_id
                       AND m.document_line_id = l.id), 0) > 0 AS in_stock
      FROM document_lines l
      JOIN documents d ON d.organization_id = l.organization_id AND d.id = l.document_id
      WHERE l.organization_id = ${organizationId} AND l.id = ${input.sourceLineId} AND l.line_kind = 'item'
      FOR UPDATE OF l`);
    const line = rows[0];
    if (!line || !FROM_KINDS.includes(line.kind)) {
      throw validationError([{ path: 'sourceLineId', message: 'not a line of a purchase or an expense' }]);
    }
    if (!isActiveStatus(line.status)) {
      throw new AppError('ASSET.SOURCE_VOIDED', 'The purchase or expense is voided or rejected.', {
        details: [{ path: 'sourceLineId', message: 'the document is voided' }],
      });
    }
    if (line.taken) {
      throw new AppError('ASSET.LINE_TAKEN', 'An asset was already made from this line.', {
        details: [{ path: 'sourceLineId', message: 'already an asset' }],
      });
    }
    if (line.in_stock) {
      throw new AppError('ASSET.SOURCE_IN_STOCK', 'The goods of this line were received into stock.', {
        details: [{ path: 'sourceLineId', message: 'the goods are on a stock card' }],
      });
    }
    // the same invariants as an asset made by hand (cost above 0, residual within it, start after acquisition)
    const parsed = createAssetRequest.safeParse({
      organizationId,
      code: input.code,
      name: input.name ?? line.name.slice(0, 300),
      categoryId: input.categoryId,
      acquisitionDate: line.date,
      startDate: input.startDate ?? line.date,
      cost: toMoneyString(parseMoney(line.net)),
      residualValue: input.residualValue,
      usefulLifeYears: input.usefulLifeYears,
      method: input.method,
      decliningRate: input.decliningRate,
      notes: input.notes,
    });
    if (!parsed.success) {
      throw validationError(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join('.') === 'cost' ? 'sourceLineId' : issue.path.join('.'),
          message: issue.message,
        })),
      );
    }
    await checkAssetInput(tx, organizationId, parsed.data);
    const category = await queries.getLiveCategory(tx, organizationId, parsed.data.categoryId);
    const bill = await findDocument(tx, organizationId, line.document_id);
    const fromAccount = bill && (await purchaseLineAccounts(tx, bill)).get(input.sourceLineId);
    if (!category || !fromAccount) throw new Error(`line ${input.sourceLineId} has no category or account`);
    const entryId = await postCapitalisation(tx, organizationId, userId, {
      date: line.date,
      cost: parseMoney(parsed.data.cost),
      fromAccount,
      assetAccount: category.assetAccountCode,
      description: `บันทึกเป็นทรัพย์สิน ${parsed.data.name} จาก ${line.number}`,
    });
    const id = newId();
    await tx.insert(assets).values({
      organizationId,
      id,
      ...assetValuesOf(parsed.data),
      sourceDocumentId: line.document_id,
      sourceLineId: input.sourceLineId,
      capitalisationEntryId: entryId,
    });
    return getAsset(tx, organizationId, id);
  });
}
