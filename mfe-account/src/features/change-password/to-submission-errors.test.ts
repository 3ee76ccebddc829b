import { FORM_ERROR } from 'final-form';
import { toSubmissionErrors } from './to-submission-errors';

describe('toSubmissionErrors', () => {
  it('keeps shown fields under their fields and moves the others into the message', () => {
    const errors = toSubmissionErrors(
      { message: 'Check the form', fields: { otp: ['Wrong code'], new_password: ['Not the password of step 1'] } },
      ['otp'],
    );
    expect(errors).toEqual({ otp: ['Wrong code'], [FORM_ERROR]: ['Check the form', 'Not the password of step 1'] });
  });

  it('has no form message when every error has its field', () => {
    expect(toSubmissionErrors({ fields: { otp: ['Wrong code'] } }, ['otp'])).toEqual({ otp: ['Wrong code'] });
  });
});
