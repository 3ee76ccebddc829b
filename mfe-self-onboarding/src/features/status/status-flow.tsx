import { useEffect, useRef, useState, type FormEvent } from 'react';
import { latinDigits } from '../../kit/digits';
import { Heading } from '../../kit/heading';
import { formatDate, useT } from '../../kit/i18n';
import { TextInput } from '../../kit/fields';
import { DocumentRequestUpload } from './document-request-upload';
import { useStatusFlow, type StatusProblem } from './use-status-flow';

function ProblemAlert({ problem }: { problem?: StatusProblem }) {
  const { t } = useT();
  if (!problem || problem.field) return null;
  return (
    <div className="so-alert" role="alert">
      {problem.key ? t(problem.key) : problem.text}
    </div>
  );
}

/**
 * Issue 19's status page: reference and mobile, a code by SMS, then where the application stands
 * in words and, for each document staff asked for again, a control to send it.
 */
export function StatusFlow({ onBack, initialReference = '' }: { onBack: () => void; initialReference?: string }) {
  const { t, lang } = useT();
  const flow = useStatusFlow();
  const [reference, setReference] = useState(initialReference);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [thanks, setThanks] = useState(false);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const { prepare, stage } = flow;

  useEffect(() => {
    if (stage === 'ask') prepare();
  }, [stage, prepare]);
  useEffect(() => {
    if (stage !== 'ask') focusTarget.current?.focus();
  }, [stage]);

  const fieldProblem = (field: 'reference' | 'mobile' | 'code') =>
    flow.problem?.field === field ? (flow.problem.text ?? (flow.problem.key && t(flow.problem.key))) : undefined;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void flow.requestCode(reference.trim().toUpperCase(), mobile.trim());
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify(code.trim());
  };

  return (
    <div>
      {flow.stage === 'ask' && (
        <form noValidate onSubmit={ask}>
          <p>{t('status.intro')}</p>
          <ProblemAlert problem={flow.problem} />
          <TextInput
            id="status-reference"
            label={t('status.reference')}
            hint={t('status.referenceHint')}
            value={reference}
            error={fieldProblem('reference')}
            onValue={setReference}
            required
            autoComplete="off"
            autoCapitalize="characters"
            dir="ltr"
          />
          <TextInput
            id="status-mobile"
            label={t('status.mobile')}
            value={mobile}
            error={fieldProblem('mobile')}
            onValue={(value) => setMobile(latinDigits(value))}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={11}
            dir="ltr"
          />
          <div className="so-nav">
            <button type="button" className="so-btn" onClick={onBack}>
              {t('status.back')}
            </button>
            <button type="submit" className="so-btn so-primary" disabled={flow.busy || !reference.trim() || !mobile.trim()}>
              {t('status.sendCode')}
            </button>
          </div>
        </form>
      )}
      {flow.stage === 'code' && (
        <form noValidate onSubmit={verify}>
          <p className="so-ok" role="status" ref={focusTarget} tabIndex={-1}>
            {t('status.codeSent')}
          </p>
          <ProblemAlert problem={flow.problem} />
          <TextInput
            id="status-code"
            label={t('status.code')}
            value={code}
            error={fieldProblem('code')}
            onValue={(value) => setCode(latinDigits(value))}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            dir="ltr"
          />
          <div className="so-nav">
            <button type="button" className="so-link" onClick={flow.startOver}>
              {t('status.startOver')}
            </button>
            <button type="submit" className="so-btn so-primary" disabled={flow.busy || !code.trim()}>
              {t('status.verify')}
            </button>
          </div>
        </form>
      )}
      {flow.stage === 'view' && flow.view && (
        <div>
          <Heading depth={1} ref={focusTarget} tabIndex={-1}>
            {t('status.is', { reference: flow.view.reference })}
          </Heading>
          <ProblemAlert problem={flow.problem} />
          <p className={flow.view.status === 'rejected' ? 'so-alert' : 'so-ok'} role="status">
            {t(`status.${flow.view.status}`)}
          </p>
          <p className="so-hint">{t('status.sentOn', { date: formatDate(flow.view.submitted_at, lang) })}</p>
          {thanks && (
            <p className="so-ok" role="status">
              {t('status.uploaded')}
            </p>
          )}
          {flow.view.document_requests.length > 0 && (
            <section aria-labelledby="status-requests">
              <Heading depth={1} id="status-requests">
                {t('status.requests')}
              </Heading>
              {flow.view.document_requests.map((request) => (
                <DocumentRequestUpload
                  key={request.id}
                  request={request}
                  token={flow.token!}
                  onSent={() => {
                    setThanks(true);
                    void flow.refresh();
                  }}
                />
              ))}
            </section>
          )}
          <div className="so-nav">
            <button type="button" className="so-btn" onClick={onBack}>
              {t('status.back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
