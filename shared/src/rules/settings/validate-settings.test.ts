import { adminRuleMessages } from '../admin-messages';
import { addRuleMessages, translateRule } from '../messages';
import { defaultSlaHours } from './settings-values';
import { isCalendarDate, validateSettings } from './validate-settings';

describe('settings rules (issue 17)', () => {
  it('accepts a full, valid set of settings', () => {
    expect(
      validateSettings({
        four_eyes_amount: 0,
        four_eyes_percent: 100,
        two_factor_required_roles: ['admin', 'risk'],
        export_roles: [],
        sla_hours: defaultSlaHours(),
        public_holidays: [{ date: '2026-10-06', name_ar: 'عيد القوات المسلحة', name_en: 'Armed Forces Day' }],
      }),
    ).toEqual({});
  });

  it('checks only the keys sent', () => {
    expect(validateSettings({})).toEqual({});
    expect(validateSettings({ four_eyes_percent: 101 })).toEqual({ four_eyes_percent: ['settings.fourEyesPercentRange'] });
  });

  it.each([
    [-1, 'settings.fourEyesAmountRange'],
    [1.5, 'settings.fourEyesAmountRange'],
    ['100', 'settings.fourEyesAmountRange'],
    [1_000_000_000_000, 'settings.fourEyesAmountRange'],
    [null, 'common.fieldRequired'],
  ])('refuses the four-eyes amount %p', (amount, key) => {
    expect(validateSettings({ four_eyes_amount: amount })).toEqual({ four_eyes_amount: [key] });
  });

  it('refuses unknown and repeated roles', () => {
    expect(validateSettings({ export_roles: ['boss'] })).toEqual({ export_roles: ['settings.rolesInvalid'] });
    expect(validateSettings({ two_factor_required_roles: ['risk', 'risk'] })).toEqual({
      two_factor_required_roles: ['settings.rolesRepeated'],
    });
    expect(validateSettings({ export_roles: 'admin' })).toEqual({ export_roles: ['settings.rolesInvalid'] });
  });

  it('names the stage whose SLA hours are out of range', () => {
    expect(validateSettings({ sla_hours: { ...defaultSlaHours(), under_review: 0, returned_to_agent: 721 } })).toEqual({
      'sla_hours.under_review': ['settings.slaHoursRange'],
      'sla_hours.returned_to_agent': ['settings.slaHoursRange'],
    });
    expect(validateSettings({ sla_hours: { ...defaultSlaHours(), lunch: 1 } })).toEqual({ sla_hours: ['settings.slaStagesInvalid'] });
  });

  it('names the holiday row and field at fault', () => {
    expect(
      validateSettings({
        public_holidays: [
          { date: '2026-01-07', name_ar: 'عيد الميلاد', name_en: 'Christmas' },
          { date: '2026-01-07', name_ar: '', name_en: 'x'.repeat(101) },
          { date: '2026-02-30', name_ar: 'ا', name_en: 'a' },
        ],
      }),
    ).toEqual({
      'public_holidays.1.date': ['settings.holidayDateRepeated'],
      'public_holidays.1.name_ar': ['common.fieldRequired'],
      'public_holidays.1.name_en': ['settings.holidayNameTooLong'],
      'public_holidays.2.date': ['settings.holidayDateInvalid'],
    });
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });

  it('words every key in both languages with its limits', () => {
    // Where they are used (the API, mfe-admin) the administration's texts are added to the table.
    expect(translateRule('en', 'settings.slaHoursRange')).toBe('settings.slaHoursRange');
    addRuleMessages(adminRuleMessages);
    for (const key of ['slaHoursRange', 'fourEyesAmountRange', 'fourEyesPercentRange', 'rolesInvalid', 'holidayDateInvalid']) {
      expect(translateRule('en', `settings.${key}`)).not.toBe(`settings.${key}`);
      expect(translateRule('ar', `settings.${key}`)).not.toBe(`settings.${key}`);
    }
    expect(translateRule('en', 'settings.slaHoursRange')).toContain('720');
  });
});
