import type { MessageKey } from '../i18n/messages';
import type { FieldMessage } from '../i18n/translate';

/** An expected failure: its status and message key reach the client, translated. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, FieldMessage[]>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
