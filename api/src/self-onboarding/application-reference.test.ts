import { APPLICATION_REFERENCE_PATTERN } from '@back-office/shared/contract';
import { newApplicationReference, normaliseApplicationReference } from './application-reference';

describe('issue 19 application references', () => {
  it('draws random references in the contract’s pattern', () => {
    const references = Array.from({ length: 200 }, newApplicationReference);
    for (const reference of references) expect(reference).toMatch(new RegExp(APPLICATION_REFERENCE_PATTERN));
    expect(new Set(references).size).toBe(200);
  });

  it.each([
    ['SO-7K3MQ-9QXDA', 'SO-7K3MQ-9QXDA'],
    ['so-7k3mq-9qxda', 'SO-7K3MQ-9QXDA'],
    [' SO 7K3MQ 9QXDA ', 'SO-7K3MQ-9QXDA'],
    ['SO7K3MQ9QXDA', 'SO-7K3MQ-9QXDA'],
    ['SO-7K3MO-9QXDL', 'SO-7K3M0-9QXD1'],
  ])('reads %p as %p', (typed, stored) => expect(normaliseApplicationReference(typed)).toBe(stored));

  it.each(['', 'CL-000123', 'SO-7K3MQ-9QXD', 'SO-7K3MQ-9QXDAA', 'SO-7K3MQ-9QXDU'])('refuses %p', (typed) =>
    expect(normaliseApplicationReference(typed)).toBeUndefined(),
  );
});
