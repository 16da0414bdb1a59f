// The /new and /{id} page of every document kind (outside the sidebar layout, spec §2): loads the open
// document and the document a new one is made from, then hands both to the one editor. Opening a route starts
// from a fresh state ("Loading..." first).
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../../components/full-page-loading';
import { errorText } from '../../../lib/form-errors';
import { useOrgId } from '../../../lib/use-org-id';
import { useDocument } from '../api/get-document';
import { needsTarget, resourceOf, editorSourceKindsOf, type EditorKind } from '../model/kinds';
import { DocumentEditor } from './document-editor';
import { SourceChooser } from './source-chooser';

export function DocumentEditorPage({ kind }: { kind: EditorKind }) {
  const { id } = useParams();
  const location = useLocation();
  // A new key for every route: opening a /new or /{id} page starts from a fresh document state (spec §2).
  return (
    <EditorLoader
      key={`${location.pathname}${location.search}`}
      kind={kind}
      id={id ?? null}
      search={location.search}
    />
  );
}

function EditorLoader({ kind, id, search }: { kind: EditorKind; id: string | null; search: string }) {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const sourceKind = editorSourceKindsOf(kind).find((candidate) => params.get(candidate)) ?? null;
  const sourceId = id === null && sourceKind ? params.get(sourceKind) : null;
  const own = useDocument(organizationId, resourceOf(kind), id);
  const parent = useDocument(organizationId, resourceOf(sourceKind ?? 'QT'), sourceId);

  const failed = (id !== null && own.isError) || (sourceId !== null && parent.isError);
  if (failed) {
    const error = own.error ?? parent.error;
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle />}
        title={t('common.loadFailed')}
        data-testid="editor-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(error, t)}</Text>
          <Anchor component={Link} to={`/${organizationId}/${resourceOf(kind)}`}>
            {t('common.back')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if ((id !== null && !own.data) || (sourceId !== null && !parent.data)) return <Loading />;
  // A credit or debit note first asks which document it adjusts.
  if (id === null && sourceId === null && needsTarget(kind)) return <SourceChooser kind={kind} />;
  return (
    <DocumentEditor kind={kind} document={own.data ?? null} parent={parent.data ?? null} params={params} />
  );
}
