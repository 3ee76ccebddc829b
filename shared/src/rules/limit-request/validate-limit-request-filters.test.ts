import { ruleMessages, translateRule } from '../messages';
import { validateLimitRequestFilters } from './validate-limit-request-filters';

const today = new Date('2026-11-21T22:30:00Z');

describe('validateLimitRequestFilters', () => {
  it('accepts no filter, today, a range and five codes', () => {
    expect(validateLimitRequestFilters({}, today)).toEqual({});
    expect(validateLimitRequestFilters({ date_from: '2026-11-21', date_to: '2026-11-21' }, today)).toEqual({});
    expect(
      validateLimitRequestFilters({ date_from: '2026-01-01', date_to: '2026-02-01', request_codes: ['a', 'b', 'c', 'd', 'e'] }, today),
    ).toEqual({});
  });

  it('refuses a range that ends before it starts', () => {
    expect(validateLimitRequestFilters({ date_from: '2026-03-02', date_to: '2026-03-01' }, today)).toEqual({
      date_to: ['limitRequests.dateToCannotBeBeforeDateFrom'],
    });
  });

  it('refuses dates in the future', () => {
    expect(validateLimitRequestFilters({ date_from: '2026-11-22', date_to: '2026-11-23' }, today)).toEqual({
      date_from: ['limitRequests.dateFromCannotBeInFuture'],
      date_to: ['limitRequests.dateToCannotBeInFuture'],
    });
  });

  it('refuses more than five codes and dates that are not dates', () => {
    expect(validateLimitRequestFilters({ request_codes: ['1', '2', '3', '4', '5', '6'] }, today)).toEqual({
      request_codes: ['limitRequests.maxCodeSelectionExceeded'],
    });
    expect(validateLimitRequestFilters({ date_from: '2026-02-30' }, today)).toEqual({ date_from: ['clients.dateInvalid'] });
  });

  it('has every key in both languages', () => {
    expect(Object.keys(ruleMessages.ar.limitRequests).sort()).toEqual(Object.keys(ruleMessages.en.limitRequests).sort());
    expect(translateRule('en', 'limitRequests.maxCodeSelectionExceeded')).toBe('You can select at most 5 request codes');
    expect(translateRule('ar', 'limitRequests.dateToCannotBeInFuture')).toBe('لا يمكن أن يكون تاريخ النهاية في المستقبل');
  });
});
