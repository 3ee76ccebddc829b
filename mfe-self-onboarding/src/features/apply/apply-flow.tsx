import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Heading } from '../../kit/heading';
import { useT } from '../../kit/i18n';
import { AddressStep } from './address-step';
import { Confirmation } from './confirmation';
import { IdentityStep } from './identity-step';
import { PhotosStep } from './photos-step';
import { ProgressSteps } from './progress-steps';
import { ReviewStep } from './review-step';
import { SendStatus } from './send-status';
import type { StepProps } from './step-props';
import { STEPS, stepOfField, stepTitle, type StepId } from './steps';
import { useApplication } from './use-application';
import { useFieldBinding } from './use-field-binding';
import { useFormOptions } from './use-lists';
import { useSend } from './use-send';
import { errorsOfStep, findFreelanceId } from './validate-application';
import { WorkStep } from './work-step';

const STEP_VIEWS: Record<Exclude<StepId, 'review'>, (props: StepProps) => React.JSX.Element> = {
  identity: IdentityStep,
  address: AddressStep,
  work: WorkStep,
  photos: PhotosStep,
};

/**
 * Issue 19: the application in five short steps. Next checks the step's fields with the SPEC rules
 * and focuses the first error; the review step fetches the proof-of-work challenge so it is solved
 * while the applicant reads; a 422 sends them back to the step of the first field in error.
 */
export function ApplyFlow({ apiBase, onCheckStatus }: { apiBase: string; onCheckStatus: () => void }) {
  const { t } = useT();
  const { options, failed, reload } = useFormOptions();
  const ruleOptions = useMemo(() => ({ freelanceEmploymentTypeId: options && findFreelanceId(options.employment_types) }), [options]);
  const app = useApplication(apiBase, ruleOptions);
  const binding = useFieldBinding(app);
  const sender = useSend(app);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<'error' | 'heading'>();
  const { step, setStep, checkStep } = app;
  const index = STEPS.indexOf(step);

  useEffect(() => {
    if (!focus) return;
    if (focus === 'heading') heading.current?.focus();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocus(undefined);
  }, [focus, step]);

  const { prepare } = sender;
  useEffect(() => {
    if (step === 'review') prepare();
  }, [step, prepare]);

  if (sender.state.phase === 'sent')
    return <Confirmation reference={sender.state.reference} onCheckStatus={onCheckStatus} onAgain={sender.restart} />;
  if (failed)
    return (
      <div className="so-alert" role="alert">
        <p>{t('app.loadFailed')}</p>
        <button type="button" className="so-btn" onClick={reload}>
          {t('app.retry')}
        </button>
      </div>
    );
  if (!options) return <p className="so-step">{t('app.loading')}</p>;

  const hasErrors = (id: StepId) =>
    Object.keys(errorsOfStep(app.ruleErrors, id)).length > 0 || Object.keys(app.serverErrors).some((field) => stepOfField(field) === id);

  const goTo = (id: StepId, then: 'error' | 'heading') => {
    setStep(id);
    setFocus(then);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    checkStep(step);
    if (step !== 'review') {
      if (hasErrors(step)) return setFocus('error');
      return goTo(STEPS[index + 1]!, 'heading');
    }
    STEPS.forEach(checkStep);
    const firstWrong = STEPS.find(hasErrors);
    if (firstWrong) return goTo(firstWrong, 'error');
    const fields = await sender.send();
    const wrongStep = fields && STEPS.find((id) => Object.keys(fields).some((field) => stepOfField(field) === id));
    if (wrongStep) goTo(wrongStep, 'error');
  };

  const busy = sender.state.phase === 'preparing' || sender.state.phase === 'sending';
  const props: StepProps = { app, binding, options };
  const View = step === 'review' ? undefined : STEP_VIEWS[step];
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="so-step-title">
      <ProgressSteps step={step} />
      <Heading depth={1} id="so-step-title" ref={heading} tabIndex={-1}>
        {t(stepTitle(step))}
      </Heading>
      <div className="so-step">{View ? <View {...props} /> : <ReviewStep {...props} onEdit={(id) => goTo(id, 'heading')} />}</div>
      {step === 'review' && <SendStatus state={sender.state} onRetry={() => void submit({ preventDefault() {} } as FormEvent)} />}
      <div className="so-nav">
        {index > 0 && (
          <button type="button" className="so-btn" onClick={() => goTo(STEPS[index - 1]!, 'heading')} disabled={busy}>
            {t('nav.back')}
          </button>
        )}
        <button type="submit" className="so-btn so-primary" disabled={busy}>
          {step === 'review' ? t('send.submit') : t('nav.next')}
        </button>
      </div>
    </form>
  );
}
