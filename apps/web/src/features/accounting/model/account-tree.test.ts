// The chart tree as the screen shows it: collapsing a header hides exactly its descendants (and nothing after
// them), the outline level, and the next free code under a header follows the siblings' numbering.
import type { AccountTreeNode } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import { collapsedFromLevel, headerCodes, suggestAccountCode, visibleAccountRows } from './account-tree';

let sequence = 0;
function node(
  code: string,
  level: number,
  parentCode: string | undefined,
  hasChildren: boolean,
): AccountTreeNode {
  sequence += 1;
  return {
    id: `0193a1b2-c3d4-7e5f-8a9b-${String(sequence).padStart(12, '0')}`,
    code,
    nameTh: `บัญชี ${code}`,
    nameEn: `Account ${code}`,
    group: Number(code[0]),
    type: 'asset',
    normalBalance: 'debit',
    isPostable: !hasChildren,
    isActive: true,
    ...(parentCode ? { parentCode } : {}),
    level,
    balance: '0.00',
    lineCount: 0,
    hasChildren,
  };
}

// Depth-first, as GET /accounts/organization/{id} sends it.
const chart: AccountTreeNode[] = [
  node('10000', 0, undefined, true),
  node('11000', 1, '10000', true),
  node('11100', 2, '11000', true),
  node('11110', 3, '11100', true),
  node('11111', 4, '11110', false),
  node('11112', 4, '11110', false),
  node('11200', 2, '11000', true),
  node('11210', 3, '11200', false),
  node('12000', 1, '10000', true),
  node('12100', 2, '12000', false),
  node('20000', 0, undefined, true),
  node('21000', 1, '20000', true),
  node('51110', 0, undefined, true),
  node('51111', 1, '51110', true),
  node('51111.01', 2, '51111', false),
];

const codes = (rows: readonly AccountTreeNode[]) => rows.map((row) => row.code);

describe('visibleAccountRows', () => {
  it('shows every row when nothing is collapsed', () => {
    expect(codes(visibleAccountRows(chart, new Set()))).toEqual(codes(chart));
  });

  it('hides the descendants of a collapsed header and resumes at its next sibling', () => {
    expect(codes(visibleAccountRows(chart, new Set(['11100'])))).toEqual([
      '10000',
      '11000',
      '11100',
      '11200',
      '11210',
      '12000',
      '12100',
      '20000',
      '21000',
      '51110',
      '51111',
      '51111.01',
    ]);
  });

  it('a collapsed ancestor wins over an expanded descendant', () => {
    expect(codes(visibleAccountRows(chart, new Set(['10000', '11110'])))).toEqual([
      '10000',
      '20000',
      '21000',
      '51110',
      '51111',
      '51111.01',
    ]);
  });

  it('collapsing a postable account (no children) changes nothing', () => {
    expect(codes(visibleAccountRows(chart, new Set(['11111'])))).toEqual(codes(chart));
  });
});

describe('outline and collapse-all', () => {
  it('collapses headers from a level down, showing groups and their first headers', () => {
    const collapsed = collapsedFromLevel(chart, 1);
    // Deeper headers start collapsed too, so opening 11000 shows its children folded.
    expect([...collapsed].sort()).toEqual(['11000', '11100', '11110', '11200', '12000', '21000', '51111']);
    expect(codes(visibleAccountRows(chart, collapsed))).toEqual([
      '10000',
      '11000',
      '12000',
      '20000',
      '21000',
      '51110',
      '51111',
    ]);
  });

  it('collapse-all leaves the five group roots', () => {
    expect(codes(visibleAccountRows(chart, headerCodes(chart)))).toEqual(['10000', '20000', '51110']);
  });
});

describe('suggestAccountCode', () => {
  it('continues the siblings at their step', () => {
    expect(suggestAccountCode(chart, '11110')).toBe('11113');
    expect(suggestAccountCode(chart, '11000')).toBe('11300');
    expect(suggestAccountCode(chart, '51111')).toBe('51111.02');
  });

  it('starts one digit below the stem when a header has no children', () => {
    expect(suggestAccountCode(chart, '21000')).toBe('21100');
    expect(suggestAccountCode([node('11300', 2, '11000', true)], '11300')).toBe('11310');
  });

  it('gives a sub-account under a five-digit header without children', () => {
    expect(suggestAccountCode([node('53001', 0, undefined, true)], '53001')).toBe('53001.01');
  });

  it('gives nothing when the numbering would leave the header', () => {
    const full = [node('11110', 0, undefined, true), node('11119', 1, '11110', false)];
    expect(suggestAccountCode(full, '11110')).toBe('');
  });
});
