export const selfOnboardingEn = {
  title: 'Open your account',
  intro: 'Fill in your details to become our client. Fields marked with * are required.',
  submit: 'Send my application',
  consent:
    "I agree to the processing of my personal data under Egypt's Personal Data Protection Law No. 151 of 2020, for the purpose of reviewing my application, verifying my identity and opening and managing my client account.",
  honeypot: 'Leave this field empty',
  success: {
    clientCreatedSuccessfully: 'Your application was received successfully.',
    reference: 'Your reference number is {{reference}}; keep it to follow up on your application.',
  },
  errors: {
    errorFetchingMetaData: 'The form could not be loaded',
    errorCreatingClient: 'Your application could not be sent',
    checkAnswers: 'Some answers need correcting; see the messages under the fields.',
    tooManySubmissions: 'Too many applications were sent from here. Please try again later.',
  },
};
