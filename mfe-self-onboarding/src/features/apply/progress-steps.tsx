import { useT } from '../../kit/i18n';
import { STEPS, stepTitle, type StepId } from './steps';

/** "Step 2 of 5" and a bar of the five steps, the current one marked for screen readers. */
export function ProgressSteps({ step }: { step: StepId }) {
  const { t } = useT();
  const current = STEPS.indexOf(step);
  return (
    <>
      <ol className="so-steps" aria-label={t('steps.label')}>
        {STEPS.map((id, index) => (
          <li key={id} className={index < current ? 'done' : undefined} aria-current={index === current ? 'step' : undefined}>
            <span>{t(stepTitle(id))}</span>
          </li>
        ))}
      </ol>
      <p className="so-count">{t('steps.progress', { current: current + 1, total: STEPS.length })}</p>
    </>
  );
}
