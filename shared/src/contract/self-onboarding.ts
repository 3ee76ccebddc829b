import { Type, type Static } from 'typebox';

/** POST /client-self-store `data`: the reference the applicant quotes when following up. */
export const SelfStoreResult = Type.Object({
  reference: Type.String({ description: "The new client's code, for the applicant to quote" }),
});
export type SelfStoreResult = Static<typeof SelfStoreResult>;
