// The contracts' sales kind list and resources are the kind registry's sales side (one list, kept equal here,
// since the contracts package does not import the domain); the routes serve every kind but WHT.
import { SALES_DOCUMENT_KINDS, SALES_DOCUMENT_RESOURCES } from '@banchee/contracts';
import { DOCUMENT_REGISTRY, kindsOfSide } from '@banchee/domain';
import { describe, expect, it } from 'vitest';
import { ROUTED_KINDS } from './documents.routes.ts';

describe('kind lists', () => {
  it('contracts list the registry sales kinds with their routes', () => {
    expect([...SALES_DOCUMENT_KINDS]).toEqual(kindsOfSide('sales'));
    for (const kind of SALES_DOCUMENT_KINDS) {
      expect(SALES_DOCUMENT_RESOURCES[kind]).toBe(DOCUMENT_REGISTRY[kind].route);
    }
  });

  it('mounts the sales kinds and PO, RI, EXP, PS', () => {
    expect(ROUTED_KINDS).toEqual(['QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN', 'PO', 'RI', 'EXP', 'PS']);
  });
});
