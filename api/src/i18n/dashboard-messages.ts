/** Issue 18: texts of GET /api/dashboard. */
export const dashboardMessages = {
  ar: {
    dashboardRangeReversed: 'يجب ألا يكون آخر يوم قبل أول يوم',
    dashboardRangeTooLong: 'يجب ألا تزيد الفترة على 366 يومًا',
    dashboardRangeCustomOnly: 'حدد الأيام فقط مع فترة مخصصة',
  },
  en: {
    dashboardRangeReversed: 'The last day must not be before the first day',
    dashboardRangeTooLong: 'The period must not be longer than 366 days',
    dashboardRangeCustomOnly: 'Give days only with a custom period',
  },
} as const;
