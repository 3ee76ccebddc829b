import type { ApplicantStatusView } from '@back-office/shared/contract';
import { useCallback, useState } from 'react';
import { useApiTarget } from '../../kit/api-context';
import type { TextKey } from '../../kit/texts-en';
import { usePow } from '../../kit/pow/use-pow';
import { askForCode, readStatus, replyMessage, verifyCode } from './status-api';

export type StatusStage = 'ask' | 'code' | 'view';

export interface StatusProblem {
  /** A field the server named, or the form as a whole. */
  field?: 'reference' | 'mobile' | 'code';
  text?: string;
  key?: TextKey;
}

function problemOf(status: number, serverText: string | undefined, field?: StatusProblem['field']): StatusProblem {
  if (status === 429) return { key: 'errors.tooMany' };
  if (status === 0 || status >= 500) return { key: 'errors.generic' };
  return serverText ? { field, text: serverText } : { key: 'errors.generic' };
}

/**
 * The status page's steps (issue 19): reference and mobile (with a proof of work) → a code by SMS
 * → the code for a short session (kept in memory only) → the application's status.
 */
export function useStatusFlow() {
  const target = useApiTarget();
  const pow = usePow();
  const [stage, setStage] = useState<StatusStage>('ask');
  const [who, setWho] = useState({ reference: '', mobile: '' });
  const [token, setToken] = useState<string>();
  const [view, setView] = useState<ApplicantStatusView>();
  const [problem, setProblem] = useState<StatusProblem>();
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    async (session = token) => {
      if (!session) return;
      const reply = await readStatus(target, session);
      if (reply.status === 200 && reply.body?.data) {
        setView(reply.body.data);
        setStage('view');
      } else if (reply.status === 401) {
        setToken(undefined);
        setStage('ask');
        setProblem({ key: 'status.expired' });
      } else setProblem(problemOf(reply.status, replyMessage(reply)));
    },
    [target, token],
  );

  const requestCode = useCallback(
    async (reference: string, mobile: string) => {
      setBusy(true);
      setProblem(undefined);
      setWho({ reference, mobile });
      const solution = await pow.take();
      const reply = solution ? await askForCode(target, { reference, mobile, pow: solution }) : { status: 0 };
      setBusy(false);
      if (reply.status === 202 || reply.status === 200) return setStage('code');
      const field = reply.body?.errors?.reference ? 'reference' : reply.body?.errors?.mobile ? 'mobile' : undefined;
      setProblem(problemOf(reply.status, replyMessage(reply, field), field));
    },
    [pow, target],
  );

  const verify = useCallback(
    async (code: string) => {
      setBusy(true);
      setProblem(undefined);
      const reply = await verifyCode(target, { ...who, code });
      if (reply.status === 200 && reply.body?.data?.token) {
        setToken(reply.body.data.token);
        await refresh(reply.body.data.token);
      } else if (reply.status === 429 || reply.status === 0 || reply.status >= 500) setProblem(problemOf(reply.status, undefined));
      else
        setProblem({
          field: 'code',
          ...(replyMessage(reply, 'code') ? { text: replyMessage(reply, 'code') } : { key: 'status.invalidCode' }),
        });
      setBusy(false);
    },
    [refresh, target, who],
  );

  const startOver = useCallback(() => {
    setStage('ask');
    setToken(undefined);
    setView(undefined);
    setProblem(undefined);
  }, []);

  return { stage, who, token, view, problem, busy, prepare: pow.prepare, requestCode, verify, refresh, startOver };
}

export type StatusFlowState = ReturnType<typeof useStatusFlow>;
