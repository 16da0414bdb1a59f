// The chart of accounts as the screen shows it. The API sends the tree depth-first (each account followed by
// its descendants, with its depth in `level`); collapsing a header hides the run of deeper rows after it, so
// no nested copy of the tree is needed. Also the next free code under a header, for the "add account" form.
import type { AccountTreeNode } from '@banchee/contracts';

/** The rows a reader sees: every row except the descendants of a collapsed header. */
export function visibleAccountRows(
  rows: readonly AccountTreeNode[],
  collapsed: ReadonlySet<string>,
): AccountTreeNode[] {
  const visible: AccountTreeNode[] = [];
  // While set, rows deeper than this level belong to a collapsed header and are skipped.
  let hideDeeperThan: number | null = null;
  for (const row of rows) {
    if (hideDeeperThan !== null) {
      if (row.level > hideDeeperThan) continue;
      hideDeeperThan = null;
    }
    visible.push(row);
    if (row.hasChildren && collapsed.has(row.code)) hideDeeperThan = row.level;
  }
  return visible;
}

/** Headers at or below `level` start collapsed, so the chart opens on its outline (groups and main headers). */
export function collapsedFromLevel(rows: readonly AccountTreeNode[], level: number): Set<string> {
  return new Set(rows.filter((row) => row.hasChildren && row.level >= level).map((row) => row.code));
}

/** Every header code (for "collapse all"). */
export function headerCodes(rows: readonly AccountTreeNode[]): Set<string> {
  return new Set(rows.filter((row) => row.hasChildren).map((row) => row.code));
}

/** The children of a header in the depth-first list. */
export function childrenOf(rows: readonly AccountTreeNode[], parentCode: string): AccountTreeNode[] {
  return rows.filter((row) => row.parentCode === parentCode);
}

const CODE = /^[1-5]\d{4}(\.\d{2})?$/;

/**
 * A free code for a new account under `parentCode`, following the numbering of its siblings: after 11111 and
 * 11112 comes 11113; after 11100, 11200 and 11300 comes 11400; a sub-account after 51111.01 is 51111.02. With no
 * siblings, the first code one digit below the header's stem (11110 → 11111, 11000 → 11100). Empty when the
 * numbering is used up or would leave the header's range.
 */
export function suggestAccountCode(rows: readonly AccountTreeNode[], parentCode: string): string {
  const taken = new Set(rows.map((row) => row.code));
  const siblings = childrenOf(rows, parentCode)
    .map((row) => row.code)
    .sort();
  const stem = parentCode.includes('.') ? parentCode : parentCode.replace(/0+$/, '');
  const last = siblings[siblings.length - 1];
  let candidate: string;
  if (last === undefined) {
    if (stem.length >= 5) candidate = `${parentCode}.01`;
    else candidate = `${stem}1`.padEnd(5, '0');
  } else if (last.includes('.')) {
    const [main = '', sub = '00'] = last.split('.');
    candidate = `${main}.${String(Number(sub) + 1).padStart(2, '0')}`;
  } else {
    const zeros = /0*$/.exec(last)?.[0].length ?? 0;
    candidate = String(Number(last) + 10 ** zeros);
  }
  const inRange = candidate.startsWith(stem) && candidate.length >= 5;
  return CODE.test(candidate) && inRange && !taken.has(candidate) ? candidate : '';
}
