import type { Language } from '@back-office/shared/rules';
import { adminMessages } from './admin-messages';
import { settingsMessages } from './settings-messages';
import { dashboardMessages } from './dashboard-messages';
import { auditMessages } from './audit-messages';
import { queueMessages } from './queue-messages';
import { staffMessages } from './staff-messages';
import { referenceMessages } from './reference-messages';
import { notificationMessages } from './notification-messages';
import { selfOnboardingMessages } from './self-onboarding-messages';
import { applicantMessages } from './applicant-messages';
import { idempotencyMessages } from './idempotency-messages';

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
    serverBusy: 'الخادم مشغول الآن، حاول مرة أخرى بعد لحظات',
    serviceUnavailable: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
    // Issue 20: a restarting server and a sender too slow to wait for.
    serverRestarting: 'الخادم يُعاد تشغيله، حاول مرة أخرى بعد لحظات',
    requestTooSlow: 'وصل الطلب ببطء شديد فأُلغي، تحقق من الاتصال وحاول مرة أخرى',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    otpSent: 'تم إرسال رمز التحقق',
    otpResent: 'تم إرسال رمز تحقق جديد',
    passwordChanged: 'تم تغيير كلمة المرور',
    applicationNotAccepted: 'تعذّر علينا قبول هذا الطلب، يُرجى التواصل معنا',
    unknownReference: 'اختر قيمة من القائمة',
    fileLinkInvalid: 'رابط الملف غير صالح',
    fileLinkExpired: 'انتهت صلاحية رابط الملف، افتح الملف من صفحة العميل مرة أخرى',
    clientCreatedSuccessfully: 'تم إنشاء العميل بنجاح',
    clientUpdated: 'تم تحديث العميل',
    clientSubmittedSuccessfully: 'تم إرسال العميل بنجاح',
    actionPerformedSuccessfully: 'تم تنفيذ الإجراء بنجاح',
    actionNotAvailable: 'هذا الإجراء غير متاح لطلب الحد في حالته الحالية',
    actionBodyNotAccepted: 'هذا الإجراء لا يقبل هذه البيانات',
    limitRequestChanged: 'قام مستخدم آخر بتعديل طلب الحد للتو، أعد تحميل الصفحة وحاول مرة أخرى',
    // Issue 16: edits name the version they were made on (If-Match); a malformed multipart body.
    clientChanged: 'قام مستخدم آخر بتعديل هذا العميل بعد أن فتحته، أعد التحميل واحفظ مرة أخرى',
    versionRequired: 'يجب أن يذكر التعديل نسخة السجل التي عُدِّلت (If-Match)، أعد تحميل الصفحة وحاول مرة أخرى',
    malformedMultipart: 'تعذّرت قراءة النموذج المرسل، أعد المحاولة',
    limitRequestCreated: 'تم إنشاء طلب الحد الائتماني',
    limitRequestUpdated: 'تم تحديث طلب الحد الائتماني',
    // Issue 15, limit requests: the activity log's own steps and the reviewers' comments.
    limitRequestLogCreated: 'إنشاء الطلب',
    limitRequestLogUpdated: 'تعديل الطلب',
    limitRequestCommentAdded: 'تمت إضافة التعليق',
    limitRequestCommentsClosed: 'لا يمكن إضافة تعليقات على طلب الحد في حالته الحالية',
    // Issue 16: separation of duties and records that change only through the workflow.
    limitRequestNotEditable: 'لم يعد تعديل طلب الحد ممكنًا بعد بدء مراجعته؛ أي تغيير يتم من خلال إجراءات سير العمل',
    assigneeIsCreator: 'لا يمكن تعيين منشئ الطلب لمراجعته',
    balanceOverflow: 'لا يمكن إغلاق الطلب: سيتجاوز رصيد العميل أكبر مبلغ يمكن حفظه',
    // Issue 15 (clients, exports, log-in).
    // Issue 16: two-factor log-in.
    twoFactorEnrolmentRequired: 'يجب تفعيل التحقق بخطوتين أولًا: أضف تطبيق المصادقة من صفحة الأمان في حسابك',
    twoFactorAlreadyEnabled: 'التحقق بخطوتين مفعّل بالفعل على هذا الحساب',
    twoFactorNotEnabled: 'التحقق بخطوتين غير مفعّل على هذا الحساب',
    twoFactorNotStarted: 'ابدأ إضافة تطبيق المصادقة أولًا',
    twoFactorEnabled: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن',
    twoFactorDisabled: 'تم إيقاف التحقق بخطوتين',
    recoveryCodesRegenerated: 'تم إنشاء رموز استرداد جديدة، ولم تعد الرموز السابقة صالحة',
    secondFactorRequired: 'أدخل رمز تطبيق المصادقة لإكمال تسجيل الدخول',
    lockedOut: 'حاولت كثيرًا. حاول مرة أخرى بعد {{duration}}',
    yes: 'نعم',
    no: 'لا',
    // Issue 16: my sessions, and data leaving the building.
    sessionEnded: 'تم إنهاء الجلسة',
    otherSessionsEnded: 'تم إنهاء الجلسات الأخرى ({{count}})',
    currentSessionNotEndable: 'لا يمكن إنهاء الجلسة الحالية من هنا، استخدم تسجيل الخروج',
    exportForbidden: 'ليس لديك صلاحية تصدير البيانات',
    exportTooLarge: 'نتيجة التصدير أكبر من {{max}} صف، ضيّق عوامل التصفية وحاول مرة أخرى',
    // Issue 17: administration, one file per domain.
    ...adminMessages.ar,
    ...settingsMessages.ar,
    ...dashboardMessages.ar,
    ...auditMessages.ar,
    ...queueMessages.ar,
    ...staffMessages.ar,
    ...referenceMessages.ar,
    ...notificationMessages.ar,
    ...selfOnboardingMessages.ar,
    ...applicantMessages.ar,
    ...idempotencyMessages.ar,
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
    serverBusy: 'The server is busy right now, try again in a moment',
    serviceUnavailable: 'The service is temporarily unavailable, try again shortly',
    // Issue 20: a restarting server and a sender too slow to wait for.
    serverRestarting: 'The server is restarting, try again in a moment',
    requestTooSlow: 'The request arrived too slowly and was cancelled; check the connection and try again',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out successfully',
    otpSent: 'OTP sent',
    otpResent: 'OTP resent',
    passwordChanged: 'Password changed',
    applicationNotAccepted: 'We could not accept this application; please contact us',
    unknownReference: 'Choose a value from the list',
    fileLinkInvalid: 'The file link is not valid',
    fileLinkExpired: 'The file link has expired; open the file from the client page again',
    clientCreatedSuccessfully: 'Client created successfully',
    clientUpdated: 'Client updated',
    clientSubmittedSuccessfully: 'Client submitted successfully',
    actionPerformedSuccessfully: 'Action performed successfully',
    actionNotAvailable: 'This action is not available for the limit request in its current state',
    actionBodyNotAccepted: 'This action does not take this data',
    limitRequestChanged: 'Someone else has just changed this limit request; reload and try again',
    // Issue 16: edits name the version they were made on (If-Match); a malformed multipart body.
    clientChanged: 'Someone else changed this client after you opened it; reload and save again',
    versionRequired: 'An edit must name the version of the record it was made on (If-Match); reload the page and try again',
    malformedMultipart: 'The form sent could not be read; please try again',
    limitRequestCreated: 'Limit request created',
    limitRequestUpdated: 'Limit request updated',
    // Issue 15, limit requests: the activity log's own steps and the reviewers' comments.
    limitRequestLogCreated: 'Request created',
    limitRequestLogUpdated: 'Request edited',
    limitRequestCommentAdded: 'Comment added',
    limitRequestCommentsClosed: 'Comments cannot be added to the limit request in its current state',
    // Issue 16: separation of duties and records that change only through the workflow.
    limitRequestNotEditable:
      'This limit request can no longer be edited once its review has started; changes go through the workflow actions',
    assigneeIsCreator: "The request's creator cannot be assigned to review it",
    balanceOverflow: "The request cannot be closed: the client's balance would exceed the largest amount that can be stored",
    // Issue 15 (clients, exports, log-in).
    // Issue 16: two-factor log-in.
    twoFactorEnrolmentRequired: 'Two-factor log-in is required first: add an authenticator app on your account security page',
    twoFactorAlreadyEnabled: 'Two-factor log-in is already on for this account',
    twoFactorNotEnabled: 'Two-factor log-in is not on for this account',
    twoFactorNotStarted: 'Start adding an authenticator app first',
    twoFactorEnabled: 'Two-factor log-in is on. Keep your recovery codes somewhere safe',
    twoFactorDisabled: 'Two-factor log-in is off',
    recoveryCodesRegenerated: 'New recovery codes were made; the previous ones no longer work',
    secondFactorRequired: 'Enter the code from your authenticator app to finish logging in',
    lockedOut: 'Too many attempts. Try again in {{duration}}',
    yes: 'Yes',
    no: 'No',
    // Issue 16: my sessions, and data leaving the building.
    sessionEnded: 'Session ended',
    otherSessionsEnded: 'Other sessions ended ({{count}})',
    currentSessionNotEndable: 'This session cannot be ended here; use log out',
    exportForbidden: 'You are not allowed to export data',
    exportTooLarge: 'The export has more than {{max}} rows; narrow the filters and try again',
    // Issue 17: administration, one file per domain.
    ...adminMessages.en,
    ...settingsMessages.en,
    ...dashboardMessages.en,
    ...auditMessages.en,
    ...queueMessages.en,
    ...staffMessages.en,
    ...referenceMessages.en,
    ...notificationMessages.en,
    ...selfOnboardingMessages.en,
    ...applicantMessages.en,
    ...idempotencyMessages.en,
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
  ar: [
    'الكود',
    'الاسم',
    'الرقم القومي',
    'الهاتف 1',
    'الهاتف 2',
    'الحالة',
    'الرصيد',
    'المسمى الوظيفي',
    'أنشأه',
    'تم الإرسال',
    'تاريخ الإنشاء',
  ],
  en: ['Code', 'Name', 'National ID', 'Phone 1', 'Phone 2', 'Status', 'Balance', 'Job title', 'Created by', 'Submitted', 'Created at'],
} as const satisfies Record<Language, readonly string[]>;

/** Display names of limit-request statuses (the CSV export). */
export const limitRequestStatusLabels = {
  ar: {
    new: 'جديد',
    under_review: 'قيد المراجعة',
    approved: 'مقبول',
    contract_uploaded: 'تم رفع العقد',
    closed: 'مغلق',
    rejected: 'مرفوض',
    cancelled: 'ملغي',
    awaiting_confirmation: 'بانتظار تأكيد الموافقة',
    returned_to_agent: 'معاد إلى الموظف',
  },
  en: {
    new: 'New',
    under_review: 'Under review',
    approved: 'Approved',
    contract_uploaded: 'Contract uploaded',
    closed: 'Closed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    awaiting_confirmation: 'Awaiting confirmation',
    returned_to_agent: 'Returned to agent',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const decisionStatusLabels = {
  ar: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'مرفوض', cancelled: 'ملغي', closed: 'مغلق' },
  en: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled', closed: 'Closed' },
} as const satisfies Record<Language, Record<string, string>>;

/** Header row of the limit-requests CSV export, in column order. */
export const limitRequestExportHeaders = {
  ar: [
    'الكود',
    'تاريخ الإنشاء',
    'اسم العميل',
    'الرقم القومي',
    'حالة الطلب',
    'حالة القرار',
    'الحد المطلوب',
    'الحد المعتمد',
    'المدة (شهور)',
    'التاجر',
    'أنشأه',
  ],
  en: [
    'Code',
    'Created at',
    'Client name',
    'National ID',
    'Request status',
    'Decision status',
    'Requested limit',
    'Approved limit',
    'Tenure (months)',
    'Merchant',
    'Created by',
  ],
} as const satisfies Record<Language, readonly string[]>;
