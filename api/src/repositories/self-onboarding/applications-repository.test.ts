import { formReference } from '../../test/client-form';
import { apply, applicationForm } from '../../test/self-onboarding';
import { backends, useTestApp } from '../../test/test-app';
import { applicationsRepository } from './applications-repository';

describe.each(backends())('issue 19 applications repository ($name)', (backend) => {
  const context = useTestApp(backend);

  it('finds an application by its reference however it is typed', async () => {
    const { body } = await apply(context.app, applicationForm(context.app, await formReference(context.app)), { 'accept-language': 'en' });
    const reference: string = body.data.reference;
    const found = await applicationsRepository(context.app.db).findByReference(reference.toLowerCase().replace(/-/g, ' '));
    expect(found).toEqual({
      id: expect.any(Number),
      clientId: expect.any(Number),
      mobile: expect.stringMatching(/^01\d{9}$/),
      language: 'en',
      createdAt: expect.any(Date),
      matchedExisting: false,
    });
    expect(await applicationsRepository(context.app.db).findByReference('SO-00000-00000')).toBeUndefined();
    expect(await applicationsRepository(context.app.db).findByReference('nonsense')).toBeUndefined();
  });
});
