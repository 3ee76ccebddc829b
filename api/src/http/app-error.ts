import type { Language } from '@back-office/shared/rules';
import type { MessageKey } from '../i18n/messages';
import type { FieldMessage } from '../i18n/translate';

/** An expected failure: its status and message key reach the client, translated. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    /** Values of the message's {{placeholders}}, given per language where they read differently. */
    readonly messageParams?: (language: Language) => Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
