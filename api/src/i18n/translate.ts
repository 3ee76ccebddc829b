import { adminRuleMessages } from '@back-office/shared/rules/admin-messages';
import { addRuleMessages, translateRule, type Language } from '@back-office/shared/rules';
import { serverMessages, type MessageKey } from './messages';

// Issue 17: the administration's rule texts are not in the shared table every app bundles.
addRuleMessages(adminRuleMessages);

/** Arabic unless the client asks for English first (SPEC: Arabic default, English fallback). */
export function languageOf(request: { headers: { 'accept-language'?: string } }): Language {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'ar';
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return serverMessages[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A field error is a shared rule key (`domain.key`), alone or with params, or a server key with optional params. */
export type FieldMessage =
  string | { rule: string; params: Record<string, string | number> } | { key: MessageKey; params?: Record<string, string | number> };

function translateFieldMessage(language: Language, message: FieldMessage): string {
  if (typeof message === 'string') return translateRule(language, message);
  if ('rule' in message) return translateRule(language, message.rule, message.params);
  return translate(language, message.key, message.params);
}

export function translateFieldErrors(language: Language, errors: Record<string, readonly FieldMessage[]>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translateFieldMessage(language, message))]),
  );
}
