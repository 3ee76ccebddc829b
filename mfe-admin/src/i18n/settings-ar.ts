import type { settingsEn } from './settings-en';

/** Issue 17: صفحة الإعدادات (/admin/settings). */
export const settingsAr: typeof settingsEn = {
  title: 'الإعدادات',
  save: 'حفظ الإعدادات',
  saved: 'تم حفظ الإعدادات',
  saveFailed: 'تعذر حفظ الإعدادات',
  loadFailed: 'تعذر تحميل الإعدادات',
  fixFields: 'صحّح الحقول المميزة',
  lastChange: 'آخر تغيير {{when}} بواسطة {{who}}',
  lastChangeUnknown: 'آخر تغيير {{when}}',
  neverChanged: 'لم يتغير بعد: تُطبَّق القيمة الافتراضية للنظام',
  someone: 'مستخدم',
  fourEyes: {
    title: 'مبدأ الأربع أعين',
    description: 'الموافقة على مبلغ أعلى من هذا، أو يختلف عن المبلغ المطلوب بأكثر من هذه النسبة، تنتظر تأكيد مراجع مخاطر ثانٍ.',
    amount: 'المبلغ (جنيه)',
    amountHint: 'حاليًا {{amount}}',
    percent: 'الفرق عن المبلغ المطلوب (٪)',
  },
  twoFactor: {
    title: 'الأدوار الملزمة بالتحقق بخطوتين',
    description: 'لا يستطيع أصحاب هذه الأدوار فعل شيء سوى إعداد تطبيق المصادقة حتى يُعدّوه.',
  },
  exportRoles: {
    title: 'الأدوار المسموح لها بالتصدير',
    description: 'هذه الأدوار وحدها يمكنها تنزيل العملاء وطلبات الحد كملف CSV.',
  },
  roles: {
    agent: 'مندوب مبيعات',
    risk: 'مراجع مخاطر',
    admin: 'مسؤول النظام',
  },
  sla: {
    title: 'ساعات مستوى الخدمة لكل مرحلة',
    hint: 'ساعات عمل؛ الجمعة والسبت عطلة نهاية الأسبوع',
  },
  stages: {
    waiting_for_assignment: 'بانتظار التعيين',
    under_review: 'قيد المراجعة',
    awaiting_second_reviewer: 'بانتظار المراجع الثاني',
    returned_to_agent: 'مُعاد إلى المندوب',
    approved_without_contract: 'موافق عليه دون رفع العقد',
  },
  holidays: {
    title: 'الإجازات الرسمية',
    description: 'هذه الأيام لا تُحتسب ضمن ساعات العمل.',
    empty: 'لا توجد إجازات رسمية بعد.',
    row: 'الإجازة {{number}}',
    date: 'التاريخ',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    add: 'إضافة إجازة',
    remove: 'حذف الإجازة {{number}}',
  },
  reasons: {
    title: 'قوائم الأسباب',
    description: 'الأسباب التي يختار منها الموظفون تُدار مع البيانات المرجعية.',
    reject: 'أسباب الرفض',
    return: 'أسباب الإرجاع',
    documentRequest: 'أسباب طلب المستندات',
  },
};
