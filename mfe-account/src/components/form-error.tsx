import { MessageBar, MessageBarBody } from '@back-office/shared/fluent-core';
import { joinMessages } from '@back-office/shared/ui';

/** A form's (or a step's) message above its fields; several are joined with a bullet (SPEC §5). */
export function FormError({ messages }: { messages?: string | string[] }) {
  const text = joinMessages(messages);
  if (!text) return null;
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
