import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { renderUi } from '../../testing/render-ui';

export interface RenderFormOptions {
  initialValues?: Record<string, unknown>;
  /** What the "server" answers, e.g. field errors. */
  submitResult?: SubmissionErrors;
  language?: 'ar' | 'en';
}

/** Renders fields in a react-final-form form with a Submit button; `submitted` sees the values. */
export function renderForm(fields: ReactNode, { initialValues, submitResult, language }: RenderFormOptions = {}) {
  const submitted = jest.fn<SubmissionErrors, [Record<string, unknown>]>(() => submitResult);
  const result = renderUi(
    <Form<Record<string, unknown>> onSubmit={(values) => submitted(values)} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Submit</button>
        </form>
      )}
    </Form>,
    { language },
  );
  return { submitted, ...result };
}
