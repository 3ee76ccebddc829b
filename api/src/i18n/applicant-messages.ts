/**
 * Issue 19: what the applicant's status page and the staff's document requests say, and the text
 * messages sent to applicants. `{{tries}}` is how many tries are left, `{{code}}` the one-time code.
 */
export const applicantMessages = {
  ar: {
    statusCodeSent: 'إذا كان رقم الطلب ورقم الهاتف المحمول صحيحين فستصلك رسالة نصية برمز التحقق خلال دقائق',
    codeInvalid: 'رمز التحقق غير صحيح، المحاولات المتبقية: {{tries}}',
    codeExpired: 'انتهت صلاحية رمز التحقق أو لم يُرسل بعد، اطلب رمزًا جديدًا',
    codeTooManyTries: 'تجاوزت عدد المحاولات المسموح به، اطلب رمزًا جديدًا',
    tooManyStatusCodes: 'طلبت رموزًا كثيرة لهذا الرقم، حاول مرة أخرى لاحقًا',
    statusSessionExpired: 'انتهت جلسة متابعة الطلب، أدخل رقم الطلب ورقم الهاتف مرة أخرى',
    smsStatusCode: 'رمز التحقق لمتابعة طلبك {{reference}}: {{code}} صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
    smsDocumentRequested: 'نحتاج منك مستندًا إضافيًا لطلبك. افتح صفحة متابعة الطلب وأرسله من هناك.',
    documentRequested: 'تم طلب المستند من مقدّم الطلب',
    documentRequestCancelled: 'تم إلغاء طلب المستند',
    documentRequestNotOpen: 'لم يعد طلب المستند هذا مفتوحًا',
    documentRequestNotAllowed: 'لا يمكن طلب مستندات إلا من عميل سجّل بنفسه وله رقم هاتف محمول',
    documentReceived: 'تم استلام المستند، شكرًا لك',
    documentFileRequired: 'اختر ملفًا لإرساله',
  },
  en: {
    statusCodeSent: 'If the reference and mobile number are right, a text message with a code reaches you within minutes',
    codeInvalid: 'The code is not right; tries left: {{tries}}',
    codeExpired: 'The code has expired or was not sent yet; ask for a new one',
    codeTooManyTries: 'Too many tries; ask for a new code',
    tooManyStatusCodes: 'Too many codes were asked for this number; try again later',
    statusSessionExpired: 'Your status session has ended; enter the reference and mobile number again',
    smsStatusCode: 'Your code to check application {{reference}}: {{code}}. Valid for 10 minutes. Do not share it.',
    smsDocumentRequested: 'We need one more document for your application. Open the status page and send it there.',
    documentRequested: 'The applicant was asked for the document',
    documentRequestCancelled: 'The document request was cancelled',
    documentRequestNotOpen: 'This document request is no longer open',
    documentRequestNotAllowed: 'Documents can be asked only of a client who applied online and has a mobile number',
    documentReceived: 'The document was received, thank you',
    documentFileRequired: 'Choose a file to send',
  },
} as const;
