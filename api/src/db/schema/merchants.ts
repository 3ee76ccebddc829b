import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

export const merchants = pgTable('merchants', { id: identityId(), ...localizedName() }, (t) => [
  uniqueIndex('merchants_name_en_key').on(t.nameEn),
]);

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);

export const merchantBranches = pgTable('merchant_branches', { id: identityId(), merchantId: merchantId(), ...localizedName() }, (t) => [
  uniqueIndex('merchant_branches_merchant_id_name_en_key').on(t.merchantId, t.nameEn),
]);

export const products = pgTable('products', { id: identityId(), merchantId: merchantId(), ...localizedName() }, (t) => [
  uniqueIndex('products_merchant_id_name_en_key').on(t.merchantId, t.nameEn),
]);
