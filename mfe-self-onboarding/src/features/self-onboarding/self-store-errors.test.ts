import { FORM_ERROR } from 'final-form';
import { i18n } from '@back-office/shared';
import '../../i18n/register-translations';
import { selfStoreErrors } from './self-store-errors';

const en = i18n.getFixedT('en', ['selfOnboarding', 'common']);
const ar = i18n.getFixedT('ar', ['selfOnboarding', 'common']);

describe('selfStoreErrors', () => {
  it.each([
    [
      '429 (en)',
      en,
      { status: 429, data: { message: 'Too many requests' } },
      'Too many applications were sent from here. Please try again later.',
    ],
    ['429 (ar)', ar, { status: 429, data: { message: 'Too many requests' } }, 'أُرسلت طلبات كثيرة من هنا. يُرجى المحاولة مرة أخرى لاحقًا.'],
    ['422 (ar)', ar, { status: 422, data: { message: 'invalid' } }, 'بعض الإجابات تحتاج إلى تصحيح؛ راجع الرسائل أسفل الحقول.'],
    ['no connection (ar)', ar, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'خطأ في الشبكة'],
    ['500 with a message', en, { status: 500, data: { message: 'Database unavailable' } }, 'Database unavailable'],
    ['500 without one', en, { status: 500, data: null }, 'Your application could not be sent'],
  ] as const)('%s', (_case, t, error, message) => {
    expect(selfStoreErrors(error as never, t as never)).toMatchObject({ [FORM_ERROR]: message });
  });

  it('puts 422 field errors under their fields', () => {
    const errors = selfStoreErrors(
      { status: 422, data: { errors: { national_id: ['Taken'], prime_mobile_number: 'Invalid' } } },
      en as never,
    );
    expect(errors).toMatchObject({ national_id: ['Taken'], prime_mobile_number: ['Invalid'] });
  });
});
