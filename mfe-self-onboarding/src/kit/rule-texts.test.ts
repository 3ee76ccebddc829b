import { translateRule as sharedRule } from '@back-office/shared/rules';
import { translateRule } from './i18n';
import { ruleTexts } from './rule-texts';

// Issue 19: the light form keeps its own copy of the rule texts; it must read as the shared table does.
describe.each(['ar', 'en'] as const)('the applicant rule texts (%s)', (lang) => {
  it.each(Object.keys(ruleTexts[lang]))('%s matches the shared text', (key) => {
    expect(translateRule(lang, key)).toBe(sharedRule(lang, key));
  });

  it('covers the same keys in both languages', () => {
    expect(Object.keys(ruleTexts[lang]).sort()).toEqual(Object.keys(ruleTexts.en).sort());
  });
});
