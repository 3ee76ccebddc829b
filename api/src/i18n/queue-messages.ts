/** Issue 18, the reviewer's queue: what its routes say. */
export const queueMessages = {
  ar: {
    queueNothingWaiting: 'لا توجد طلبات في انتظار المراجعة الآن',
  },
  en: {
    queueNothingWaiting: 'No request is waiting for review right now',
  },
} as const;
