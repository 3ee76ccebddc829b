/** Issue 20: the answers about an Idempotency-Key. */
export const idempotencyMessages = {
  ar: {
    idempotencyKeyReused: 'استُخدم مفتاح عدم التكرار هذا لطلب آخر؛ أرسل الطلب الجديد بمفتاح جديد',
    idempotencyKeyInFlight: 'ما زال الطلب الأول بهذا المفتاح قيد التنفيذ، أعد المحاولة بعد لحظات',
  },
  en: {
    idempotencyKeyReused: 'This idempotency key was used for another request; send a new request with a new key',
    idempotencyKeyInFlight: 'The first request with this key is still being processed; try again in a moment',
  },
} as const;
