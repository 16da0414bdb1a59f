// The one rule for a print's language and era (decision 0206), shared by the sales documents and the stock
// prints: the query wins, then the organisation's document era, then Thai → its print era, English → CE.
import { describe, expect, it } from 'vitest';
import { printChoice } from './print-choice.ts';

const thaiBE = { printLanguage: 'th', printEra: 'BE', documentEra: null } as const;

describe('printChoice', () => {
  it('follows the organisation when the query says nothing: Thai in BE, English in CE', () => {
    expect(printChoice({}, thaiBE)).toEqual({ language: 'th', buddhistEra: true });
    expect(printChoice({}, { ...thaiBE, printLanguage: 'en' })).toEqual({
      language: 'en',
      buddhistEra: false,
    });
    expect(printChoice({ lang: 'en' }, thaiBE)).toEqual({ language: 'en', buddhistEra: false });
    expect(printChoice({}, { ...thaiBE, printEra: 'CE' })).toEqual({ language: 'th', buddhistEra: false });
  });

  it('be=0|1 wins, then the document era', () => {
    expect(printChoice({ lang: 'en', be: '1' }, thaiBE)).toEqual({ language: 'en', buddhistEra: true });
    expect(printChoice({ be: '0' }, thaiBE)).toEqual({ language: 'th', buddhistEra: false });
    expect(printChoice({ lang: 'en' }, { ...thaiBE, documentEra: 'BE' })).toEqual({
      language: 'en',
      buddhistEra: true,
    });
  });
});
