import { describe, expect, it } from 'vitest';
import {
  LATEST_REVISION_ACTIONS,
  QUOTATION_STATUSES,
  QUOTATION_TRANSITIONS,
  quotationActions,
  quotationAllows,
  type QuotationAction,
  type QuotationStatus,
} from './quotation';

describe('the quotation transition table', () => {
  // Each row: a status, then what its latest revision allows and what an older revision allows.
  const table: [QuotationStatus, QuotationAction[], QuotationAction[]][] = [
    ['draft', ['edit', 'send', 'delete'], ['edit', 'delete']],
    ['sent', ['answer', 'revise', 'delete'], ['delete']],
    ['accepted', [], []],
    ['declined', ['revise', 'delete'], ['delete']],
    ['expired', ['revise', 'delete'], ['delete']],
  ];

  it.each(table)('%s allows %j, and %j once a newer revision exists', (status, latest, older) => {
    expect(quotationActions(status, true)).toEqual(latest);
    expect(quotationActions(status, false)).toEqual(older);
    for (const action of latest) expect(quotationAllows(status, action)).toBe(true);
  });

  it('covers every status, and keeps an accepted quotation final', () => {
    expect(Object.keys(QUOTATION_TRANSITIONS).sort()).toEqual([...QUOTATION_STATUSES].sort());
    expect(table.map(([status]) => status).sort()).toEqual([...QUOTATION_STATUSES].sort());
    const all: QuotationAction[] = ['edit', 'send', 'revise', 'delete', 'answer'];
    expect(all.filter((action) => quotationAllows('accepted', action))).toEqual([]);
  });

  it('answers only a sent quotation, and sends only a draft', () => {
    const allowing = (action: QuotationAction) =>
      QUOTATION_STATUSES.filter((status) => quotationAllows(status, action));
    expect(allowing('answer')).toEqual(['sent']);
    expect(allowing('send')).toEqual(['draft']);
    expect(allowing('edit')).toEqual(['draft']);
    expect(LATEST_REVISION_ACTIONS).not.toContain('edit');
    expect(LATEST_REVISION_ACTIONS).not.toContain('delete');
  });
});
