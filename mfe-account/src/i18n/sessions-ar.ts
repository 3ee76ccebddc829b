import type { sessionsEn } from './sessions-en';

/** Issue 16: صفحة «جلساتي». */
export const sessionsAr: typeof sessionsEn = {
  title: 'جلساتي',
  intro: 'الأماكن التي سجّلت الدخول منها الآن. أنهِ أي جلسة لا تعرفها.',
  current: 'هذه الجلسة',
  currentHint: 'لإنهاء هذه الجلسة، سجّل الخروج.',
  unknownBrowser: 'متصفح غير معروف',
  unknownSystem: 'نظام غير معروف',
  device: '{{browser}} على {{system}}',
  fields: {
    ip: 'عنوان IP',
    started: 'تسجيل الدخول',
    lastSeen: 'آخر نشاط',
  },
  actions: {
    end: 'إنهاء الجلسة',
    endNamed: 'إنهاء الجلسة: {{device}}',
    endOthers: 'إنهاء كل الجلسات الأخرى',
  },
  confirmEndOthers: {
    title: 'إنهاء كل الجلسات الأخرى؟',
    body: 'سيتم تسجيل خروج كل متصفح أو جهاز آخر مسجّل الدخول إلى حسابك عند طلبه التالي.',
    confirm: 'إنهاؤها',
  },
  empty: 'لا توجد جلسات نشطة',
  messages: {
    ended: 'تم إنهاء الجلسة',
    othersEnded: 'تم إنهاء الجلسات الأخرى',
  },
  errors: {
    loading: 'تعذّر تحميل جلساتك',
    ending: 'تعذّر إنهاء الجلسة',
  },
};
