import type { SelfStoreResult } from '@back-office/shared/contract';
import { useCallback, useState } from 'react';
import { useApiTarget } from '../../kit/api-context';
import { fieldMessages, upload, type Envelope, type ErrorBody } from '../../kit/http';
import type { TextKey } from '../../kit/texts-en';
import { usePow } from '../../kit/pow/use-pow';
import { dottedField } from './element-id';
import { stepOfField } from './steps';
import { keyRefused } from '../../kit/idempotency-key';
import { clearAttempt, currentAttempt, saveAttempt } from './send-attempt';
import { toFormData } from './to-form-data';
import { storageKey, type Application } from './use-application';

export type SendState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'sending'; percent: number }
  | { phase: 'failed'; message: TextKey; detail?: string; retry: boolean }
  | { phase: 'sent'; reference: string };

/**
 * Sending (issue 19): a proof-of-work solution, then the multipart by XHR with its progress. On a
 * dropped connection, a 5xx or a 429 the applicant is told and offered Retry, with nothing lost;
 * a 422 puts the server's messages (in the asked language) under their fields; on success the
 * saved application is cleared and the reference kept for the confirmation.
 */
export function useSend(app: Application) {
  const target = useApiTarget();
  const pow = usePow();
  const [state, setState] = useState<SendState>({ phase: 'idle' });

  const send = useCallback(async (): Promise<Record<string, string> | undefined> => {
    setState({ phase: 'preparing' });
    // Issue 20: a retry reuses the application's key and its solution, so the API sees the same request.
    const attempt = currentAttempt(storageKey(target.base));
    const solution = attempt.pow ?? (await pow.take());
    if (!solution) {
      setState({ phase: 'failed', message: 'send.network', retry: true });
      return undefined;
    }
    saveAttempt(storageKey(target.base), { ...attempt, pow: solution });
    setState({ phase: 'sending', percent: 0 });
    const reply = await upload<Envelope<SelfStoreResult> | ErrorBody>(
      target,
      '/client-self-store',
      toFormData(app.values, app.photos, solution),
      {
        onProgress: (percent) => setState({ phase: 'sending', percent }),
        idempotencyKey: attempt.key,
      },
    );
    if (reply.status >= 200 && reply.status < 300) {
      const reference = (reply.body as Envelope<SelfStoreResult> | undefined)?.data?.reference ?? '';
      app.reset();
      clearAttempt(storageKey(target.base));
      setState({ phase: 'sent', reference });
      return undefined;
    }
    if (reply.status === 422) {
      // The answers were changed after a send that did arrive: what is sent now is a new application.
      if (keyRefused(reply)) clearAttempt(storageKey(target.base));
      // A refused request did nothing: the key stays, but its solution may be spent, so Retry solves a new one.
      else saveAttempt(storageKey(target.base), { key: attempt.key });
      const all = Object.entries(fieldMessages(reply.body)).map(([field, message]) => [dottedField(field), message] as const);
      const fields = Object.fromEntries(all.filter(([field]) => stepOfField(field)));
      // The proof of work (expired, used) and anything no step shows are told in the alert; Retry solves a new one.
      const elsewhere = all.filter(([field]) => !stepOfField(field)).map(([, message]) => message);
      app.setServerErrors(fields);
      setState({ phase: 'failed', message: 'send.checkAnswers', detail: elsewhere.join(' ') || undefined, retry: elsewhere.length > 0 });
      return fields;
    }
    if (reply.status === 429) setState({ phase: 'failed', message: 'send.tooMany', retry: true });
    else if (reply.status === 0) setState({ phase: 'failed', message: 'send.network', retry: true });
    else setState({ phase: 'failed', message: 'send.server', detail: (reply.body as ErrorBody | undefined)?.message, retry: true });
    return undefined;
  }, [app, pow, target]);

  const restart = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, send, prepare: pow.prepare, restart };
}
