// A sales document's status badge: the shared badge (components/status-badge.tsx) with the status named in the
// documents' words, as the kind shows it (a live receipt is shown as paid: model/kinds shownStatusOf).
import { StatusBadgeOf } from '../../../components/status-badge';
import { useLabels } from '../i18n/use-doc-text';
import { shownStatusOf } from '../model/kinds';
import type { DocumentKind } from '@banchee/domain';

export function StatusBadge({
  status,
  kind,
  size = 'md',
}: {
  status: string;
  kind?: DocumentKind;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { status: label } = useLabels();
  const shown = shownStatusOf(kind, status);
  return <StatusBadgeOf status={shown} label={label(shown)} size={size} />;
}
