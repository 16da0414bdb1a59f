// The document editor's state: the draft and its baseline (unsaved changes), field errors (live and the
// server's), the source of a new document, live figures debounced by 150 ms (decision 0061), and saving
// (contract check first, then POST/PUT with an idempotency key; field paths mapped to the lines on screen).
import {
  createDocumentSchema,
  updateDocumentSchema,
  type Contact,
  type Item,
  type SalesDocument,
} from '@banchee/contracts';
import { computeDocumentTotals, kindNamesWarehouse, type Money } from '@banchee/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCurrentOrganization } from '../../../lib/current-organization';
import { errorText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useExtraTargets } from '../api/get-document';
import { newIdempotencyKey } from '../api/query-keys';
import { useSaveDocument } from '../api/save-document';
import { useWarehouseOptions } from '../api/warehouse-options';
import { useDocText, useRefusalText } from '../i18n/use-doc-text';
import {
  blankLine,
  isBlankLine,
  totalsInputOf,
  type DocumentDraft,
  type DraftLine,
  type DraftSource,
} from '../model/draft';
import { draftFromDocument } from '../model/draft-from-document';
import { applyContactCreditDays } from '../model/draft-terms';
import { carriedWhtOfAll, initialEditorState } from '../model/initial';
import { editabilityOf, factsOf, resourceOf, type EditorKind } from '../model/kinds';
import { lineFromItem } from '../model/lines';
import { createPayload, errorsOnScreen, sentLines, updatePayload } from '../model/payload';
import { previewOf } from '../model/preview';
import { withPayer } from '../model/withholding';
import { liveFigureErrors, translateRefusal } from '../model/refusals';
import {
  draftTaxPoint,
  isParticularsRefusal,
  missingParticulars,
  withTaxInvoiceChoice,
} from '../model/tax-point';

/** Field updates are debounced by 150 ms before the totals are recomputed (spec §5). */
const FIELD_DEBOUNCE_MS = 150;

export function useDocumentEditor({
  kind,
  document,
  parent,
  params,
}: {
  kind: EditorKind;
  document: SalesDocument | null;
  parent: SalesDocument | null;
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  const text = useDocText();
  const refusalText = useRefusalText();
  const organizationId = useOrgId();
  const organization = useCurrentOrganization();
  const navigate = useNavigate();
  const resource = resourceOf(kind);

  const [initial] = useState(() => {
    const seller = organization.users.find((user) => user.is_default);
    return initialEditorState(kind, {
      document: document ?? undefined,
      parent: parent ?? undefined,
      params,
      today: toCalendarDate(new Date()) ?? new Date().toISOString().slice(0, 10),
      salesName: seller ? `${seller.first_name} ${seller.last_name}` : '',
    });
  });
  // The open document follows the server (status, actions, links change after an action); the source of a new
  // document is fixed when the page opens.
  const source: DraftSource = useMemo(
    () => (document ? { type: 'existing', document } : initial.source),
    [document, initial.source],
  );
  const [typed, setDraft] = useState<DocumentDraft>(initial.draft);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial.draft));
  const [serverErrors, setErrors] = useState<FieldErrors>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const leaving = useRef(false);
  const save = useSaveDocument(organizationId, resource);
  const warehouses = useWarehouseOptions(organizationId, kindNamesWarehouse(kind));
  // A new document's goods come into or leave the main warehouse (the first) until another is chosen; what was
  // typed keeps '' for it, so the default is no unsaved change (decision 0224).
  const mainWarehouse = document ? undefined : warehouses.data?.[0]?.id;
  const draft = useMemo(
    () => (mainWarehouse && typed.warehouseId === '' ? { ...typed, warehouseId: mainWarehouse } : typed),
    [typed, mainWarehouse],
  );

  const editability = document
    ? editabilityOf(document)
    : { header: true, figures: source.type === 'plain' || source.type === 'adjustment' };
  const dirty = JSON.stringify(typed) !== baseline;
  const [settled] = useDebouncedValue(draft, FIELD_DEBOUNCE_MS);
  const extraTargets = useExtraTargets(organizationId, source, settled.extraTargets);
  // A cumulative receipt carries the WHT of every document it settles (as the server would), until it is typed.
  const carriedWht = useRef(initial.draft.whtAmount);
  useEffect(() => {
    if (source.type !== 'settlement' || source.partial || factsOf(kind).role !== 'settlement') return;
    const next = carriedWhtOfAll([source.target, ...extraTargets]);
    const before = carriedWht.current;
    if (next === before) return;
    carriedWht.current = next;
    setDraft((current) => (current.whtAmount === before ? { ...current, whtAmount: next } : current));
  }, [source, extraTargets, kind]);
  const preview = useMemo(
    () =>
      withPayer(
        previewOf(source, settled, { editable: editability.figures, extraTargets }),
        settled.whtPayer,
      ),
    [source, settled, editability.figures, extraTargets],
  );
  // A discount larger than what it discounts is said at once; the server's refusals (on save) come on top.
  const errors = useMemo(
    () => ({
      ...(editability.figures ? liveFigureErrors(settled, refusalText) : {}),
      ...serverErrors,
    }),
    [editability.figures, settled, refusalText, serverErrors],
  );
  const lineAmounts = useMemo(() => {
    const amounts = new Map<string, Money>();
    if (editability.figures) {
      const own = settled.items.filter((line) => !isBlankLine(line));
      const totals = computeDocumentTotals(totalsInputOf(settled));
      own.forEach((line, index) => amounts.set(line.key, totals.lines[index]?.totalAfterDiscount ?? 0n));
    } else {
      for (const line of preview.lines ?? [])
        if (line.sourceLineId) amounts.set(line.sourceLineId, line.amount);
    }
    return amounts;
  }, [settled, editability.figures, preview.lines]);

  // ---------------------------------------------------------------- edits

  const change = (patch: Partial<DocumentDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const changeTerms = (next: (current: DocumentDraft) => DocumentDraft) => {
    setDraft(next);
    setErrors(({ date: _date, dueDate: _due, creditDays: _days, ...rest }) => rest);
  };
  const changeLine = (key: string, patch: Partial<DraftLine>) => {
    setDraft((current) => ({
      ...current,
      items: current.items.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[`lines.${key}.${field}`];
      return next;
    });
  };
  const pickItem = (key: string, item: Item) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((line) =>
        line.key === key ? lineFromItem(line, item, current.priceType, current.vatEnabled, kind) : line,
      ),
    }));
  const pickContact = (contact: Contact) =>
    setDraft((current) =>
      applyContactCreditDays(
        {
          ...current,
          contactId: contact.id,
          contact: {
            contact_name: contact.contact_name,
            address: contact.address ?? '',
            zipCode: contact.zip_code ?? '',
            taxId: contact.tax_id ?? '',
            branch: contact.branch ?? '',
          },
        },
        contact.credit_days,
      ),
    );
  const removeLine = (key: string) =>
    setDraft((current) => ({ ...current, items: current.items.filter((line) => line.key !== key) }));
  const addLine = () => setDraft((current) => ({ ...current, items: [...current.items, blankLine()] }));

  // ---------------------------------------------------------------- save

  const taxPoint = draftTaxPoint(kind, draft, source, editability.figures);
  const missing = missingParticulars(draft, taxPoint);

  const submit = () => {
    if (save.isPending || !editability.header) return;
    const lines = sentLines(draft, source);
    // A tax invoice without the buyer's particulars is refused by the API: say so before sending.
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((path) => [path, text('taxPoint.particularsTitle')])));
      notify.error(text('editor.saveFailed'), text('taxPoint.refused'));
      return;
    }
    const body = withTaxInvoiceChoice(
      kind,
      taxPoint,
      draft,
      document
        ? updatePayload(kind, draft, editability.figures, document.projectId ?? '')
        : createPayload(kind, organizationId, draft, source),
    );
    const parsed = document ? updateDocumentSchema.safeParse(body) : createDocumentSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = errorsOnScreen(zodFieldErrors(parsed.error, t), lines);
      setErrors(fieldErrors);
      notify.error(text('editor.saveFailed'), Object.values(fieldErrors)[0]);
      return;
    }
    save.mutate(
      { id: document?.id, body, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (saved) => {
          setErrors({});
          idempotencyKey.current = newIdempotencyKey();
          if (document) {
            const next = draftFromDocument(saved);
            setDraft(next);
            setBaseline(JSON.stringify(next));
            notify.success(text('editor.saved', { number: saved.number }));
          } else {
            leaving.current = true;
            notify.success(text('editor.created', { number: saved.number }));
            void navigate(`/${organizationId}/${resource}/${saved.id}`, { replace: true });
          }
        },
        onError: (error) => {
          const refusal = translateRefusal(error, refusalText);
          setErrors(errorsOnScreen({ ...serverFieldErrors(error), ...refusal.fields }, lines));
          const refused = error instanceof ApiError && isParticularsRefusal(error.code);
          notify.error(
            text('editor.saveFailed'),
            refused ? text('taxPoint.refused') : (refusal.summary ?? errorText(error, t)),
          );
        },
      },
    );
  };

  return {
    organizationId,
    resource,
    source,
    draft,
    dirty,
    errors,
    editability,
    preview,
    lineAmounts,
    taxPoint,
    missing,
    /** The warehouses the editor offers (none for kinds that name no warehouse). */
    warehouses: kindNamesWarehouse(kind) ? (warehouses.data ?? []) : [],
    saving: save.isPending,
    leaving,
    change,
    changeTerms,
    changeLine,
    pickItem,
    pickContact,
    removeLine,
    addLine,
    submit,
  };
}
