import { integer, pgTable } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

export const merchants = pgTable('merchants', { id: identityId(), ...localizedName(), ...activeFlag() }, (t) =>
  uniqueNames('merchants', t),
);

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);

export const merchantBranches = pgTable(
  'merchant_branches',
  { id: identityId(), merchantId: merchantId(), ...localizedName(), ...activeFlag() },
  (t) => uniqueNames('merchant_branches', t, t.merchantId),
);

export const products = pgTable('products', { id: identityId(), merchantId: merchantId(), ...localizedName(), ...activeFlag() }, (t) =>
  uniqueNames('products', t, t.merchantId),
);
