import type { Language } from '@back-office/shared/rules';

/** Texts only the server says; form-rule texts live in @back-office/shared/rules. */
export const serverMessages = {
  ar: {
    validationFailed: 'البيانات المدخلة غير صالحة',
    invalidValue: 'القيمة غير صالحة',
    invalidChoice: 'يجب أن تكون القيمة واحدة من: {{values}}',
    loginFailed: 'فشل تسجيل الدخول، تحقق من بياناتك',
    tooManyAttempts: 'محاولات كثيرة، حاول مرة أخرى لاحقًا',
    tooManyRequests: 'طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا',
    unauthenticated: 'يجب تسجيل الدخول أولًا',
    forbidden: 'ليس لديك صلاحية للقيام بهذا الإجراء',
    notFound: 'العنصر المطلوب غير موجود',
    conflict: 'تتعارض البيانات مع سجل موجود',
    payloadTooLarge: 'حجم الطلب أكبر من المسموح',
    unsupportedMediaType: 'نوع المحتوى غير مدعوم',
    badRequest: 'طلب غير صالح',
    internalError: 'حدث خطأ في الخادم، حاول مرة أخرى لاحقًا',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    unknownReference: 'اختر قيمة من القائمة',
    fileLinkInvalid: 'رابط الملف غير صالح',
    fileLinkExpired: 'انتهت صلاحية رابط الملف، افتح الملف من صفحة العميل مرة أخرى',
    clientCreatedSuccessfully: 'تم إنشاء العميل بنجاح',
    clientUpdated: 'تم تحديث العميل',
    clientSubmittedSuccessfully: 'تم إرسال العميل بنجاح',
    actionPerformedSuccessfully: 'تم تنفيذ الإجراء بنجاح',
    actionNotAvailable: 'هذا الإجراء غير متاح لطلب الحد في حالته الحالية',
    limitRequestChanged: 'قام مستخدم آخر بتعديل طلب الحد للتو، أعد تحميل الصفحة وحاول مرة أخرى',
  },
  en: {
    validationFailed: 'The given data was invalid',
    invalidValue: 'Invalid value',
    invalidChoice: 'Must be one of: {{values}}',
    loginFailed: 'Login failed, check credentials',
    tooManyAttempts: 'Too many attempts, try again later',
    tooManyRequests: 'Too many requests, try again later',
    unauthenticated: 'You must log in first',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    conflict: 'The data conflicts with an existing record',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported content type',
    badRequest: 'Bad request',
    internalError: 'Something went wrong on the server, try again later',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out successfully',
    unknownReference: 'Choose a value from the list',
    fileLinkInvalid: 'The file link is not valid',
    fileLinkExpired: 'The file link has expired; open the file from the client page again',
    clientCreatedSuccessfully: 'Client created successfully',
    clientUpdated: 'Client updated',
    clientSubmittedSuccessfully: 'Client submitted successfully',
    actionPerformedSuccessfully: 'Action performed successfully',
    actionNotAvailable: 'This action is not available for the limit request in its current state',
    limitRequestChanged: 'Someone else has just changed this limit request; reload and try again',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof serverMessages)['en'];

/** Display names of client statuses (the list's filter and tiles). */
export const clientStatusLabels = {
  ar: { pending: 'قيد المراجعة', approved: 'مقبول', active: 'نشط', rejected: 'مرفوض', inactive: 'غير نشط' },
  en: { pending: 'Pending', approved: 'Approved', active: 'Active', rejected: 'Rejected', inactive: 'Inactive' },
} as const satisfies Record<Language, Record<string, string>>;

/** Header row of the clients CSV export, in column order. */
export const clientExportHeaders = {
  ar: ['الكود', 'الاسم', 'الرقم القومي', 'الهاتف 1', 'الهاتف 2', 'الحالة', 'الرصيد', 'المسمى الوظيفي', 'أنشأه', 'تم الإرسال', 'تاريخ الإنشاء'],
  en: ['Code', 'Name', 'National ID', 'Phone 1', 'Phone 2', 'Status', 'Balance', 'Job title', 'Created by', 'Submitted', 'Created at'],
} as const satisfies Record<Language, readonly string[]>;
