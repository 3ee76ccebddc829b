import { Type, type Static } from 'typebox';
import { IdName } from './envelope';

export const MerchantParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type MerchantParams = Static<typeof MerchantParams>;

/** GET /merchants/{id}/branches `data`: the limit-request form picks a branch of the chosen merchant (SPEC §4). */
export const MerchantBranchesData = Type.Object({ branches: Type.Array(IdName, { description: "By name in the request's language" }) });
export type MerchantBranchesData = Static<typeof MerchantBranchesData>;
