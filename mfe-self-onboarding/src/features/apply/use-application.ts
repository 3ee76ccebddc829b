import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from '@back-office/shared/rules';
import { readJson, remove, writeJson } from '../../kit/storage';
import { clearPhotos, emptyPhotos, readPhotos, writePhotos, type PhotoSet } from '../../kit/photos/photo-set';
import { emptyValues, type ApplyValues } from './apply-values';
import { STEPS, type StepId } from './steps';
import { validateApplication, type ApplicationRuleOptions } from './validate-application';

interface Saved {
  values: ApplyValues;
  step: StepId;
}

/** One saved application per API, so two lenders' forms on one browser never mix (issue 19). */
export const storageKey = (apiBase: string) => `self-onboarding:${apiBase}`;

function restore(key: string): Saved {
  const saved = readJson<Partial<Saved>>('local', key);
  const step = saved?.step && STEPS.includes(saved.step) ? saved.step : 'identity';
  return { values: { ...emptyValues(), ...saved?.values, website: '' }, step };
}

/**
 * The application as the applicant builds it: the typed fields saved in localStorage as they
 * change, the photos in sessionStorage, the step they are on; all cleared once it is sent.
 * Errors are the shared rules' keys; a field shows its error once left (blur) or once Next
 * is pressed on its step. The server's 422 messages show until the field is changed.
 */
export function useApplication(apiBase: string, options: ApplicationRuleOptions) {
  const key = storageKey(apiBase);
  const [initial] = useState(() => restore(key));
  const [values, setValues] = useState<ApplyValues>(initial.values);
  const [step, setStep] = useState<StepId>(initial.step);
  const [photos, setPhotos] = useState<PhotoSet>(() => readPhotos(key));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<StepId>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const { website: _trap, ...kept } = values;
    // Nothing typed yet (or just sent): nothing to keep.
    if (step === 'identity' && JSON.stringify(values) === JSON.stringify(emptyValues())) remove('local', key);
    else writeJson('local', key, { values: kept, step });
  }, [key, values, step]);
  useEffect(() => {
    writePhotos(key, photos);
  }, [key, photos]);

  const setField = useCallback(<K extends keyof ApplyValues>(field: K, value: ApplyValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const checkStep = useCallback((id: StepId) => setCheckedSteps((current) => new Set(current).add(id)), []);

  const ruleErrors: FieldErrors = useMemo(() => validateApplication(values, photos, options), [values, photos, options]);

  const reset = useCallback(() => {
    remove('local', key);
    clearPhotos(key);
    setValues(emptyValues());
    setPhotos(emptyPhotos());
    setStep('identity');
    setTouched(new Set());
    setCheckedSteps(new Set());
    setServerErrors({});
  }, [key]);

  return {
    values,
    setField,
    setValues,
    photos,
    setPhotos,
    step,
    setStep,
    touched,
    touch,
    checkedSteps,
    checkStep,
    ruleErrors,
    serverErrors,
    setServerErrors,
    reset,
  };
}

export type Application = ReturnType<typeof useApplication>;
