// CSV exports neutralise spreadsheet formulas in text cells (issue #9 item 6) and keep the app's numbers as
// numbers; the journal book export of an entry whose description and contact look like formulas proves the
// reports use the one function.
import type { Contact } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, postJson, type TwoOrganizations } from '../test-helpers/index.ts';
import { csvDocument, csvNumber, csvText, neutraliseFormula } from './csv.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+66 81 234 5678', "'+66 81 234 5678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['บริษัท = ดี', 'บริษัท = ดี'],
    ['Accounts receivable - trade', 'Accounts receivable - trade'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});

describe('CSV cells and files', () => {
  it('quotes after neutralising, keeps numbers, and writes BOM + CRLF', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('-\r\n')).toBe(`"'-\r\n"`);
    expect(csvNumber('-500.00')).toBe('-500.00');
    expect(csvNumber('42')).toBe('42');
    expect(csvNumber('-1+1')).toBe("'-1+1");
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', '-2.50'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,-2.50\r\n');
  });
});

describe('report CSV exports', () => {
  let s: TwoOrganizations;
  beforeAll(async () => {
    s = await createTwoOrganizations();
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('the journal book CSV shows formula-looking text as text and money as numbers', async () => {
    const { t, me, orgId } = s;
    const contact = await postJson<Contact>(t, '/contacts', me.token, {
      organizationId: orgId,
      contact_type: 'CLIENT',
      contact_name: '+cmd|calc',
    });
    expect(contact.status).toBe(201);
    const entry = await postJson<{ number: string }>(t, '/journals', me.token, {
      organizationId: orgId,
      date: '2026-11-21',
      description: '=HYPERLINK("http://x","y")',
      lines: [
        { accountCode: '11310', debit: '100.00', contactId: contact.body.id },
        { accountCode: '41110', credit: '100.00' },
      ],
    });
    expect(entry.status).toBe(201);
    const response = await t.request(
      'GET',
      `/reports/journal-book/organization/${orgId}?from=2026-11-01&to=2026-11-30&format=csv`,
      { token: me.token },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    const first = lines.find((line) => line.includes(entry.body.number) && line.includes(',11310,'));
    expect(
      first?.startsWith(`2026-11-21,${entry.body.number},MANUAL,"'=HYPERLINK(""http://x"",""y"")",,1,11310,`),
    ).toBe(true);
    expect(first?.endsWith(",'+cmd|calc,100.00,0.00")).toBe(true);
    // The general ledger of the receivable names the contact the same way.
    const ledger = await t.request(
      'GET',
      `/reports/general-ledger/organization/${orgId}?from=2026-11-01&to=2026-11-30&accountCode=11310&format=csv`,
      { token: me.token },
    );
    expect(ledger.status).toBe(200);
    expect(await ledger.text()).toContain(",'+cmd|calc,100.00,0.00,100.00");
  });
});
