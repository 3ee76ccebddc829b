import type { Language } from '@back-office/shared/rules';

/** Issue 19: a public application as the status page needs it. */
export interface ApplicationFacts {
  id: number;
  clientId: number;
  /** As the form stored it: 01XXXXXXXXX. */
  mobile: string;
  language: Language;
  createdAt: Date;
}

/**
 * Issue 19: how the status routes find an application by its random reference. The applications
 * table and its repository (applications-repository.ts, `findByReference`) come with the public form's
 * part; until they are merged, the app is given this interface (plugins/applications.ts).
 */
export interface ApplicationLookup {
  /** `reference` upper-cased (SO-XXXXX-XXXXX); undefined when no application has it. */
  findByReference(reference: string): Promise<ApplicationFacts | undefined>;
}
