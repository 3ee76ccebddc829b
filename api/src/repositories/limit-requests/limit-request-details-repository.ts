import type { Language } from '@back-office/shared/rules';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import {
  limitRequests,
  limitRequestTypes,
  merchantBranches,
  merchants,
  products,
  rejectReasons,
  relativeDegreeTypes,
  returnReasons,
  users,
} from '../../db/schema';

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');
const approver = alias(users, 'approver');
const confirmer = alias(users, 'confirmer');

/** One limit request with every name its details page shows, by primary key. */
export function limitRequestDetailsRepository(db: Queryable, language: Language) {
  const en = language === 'en';
  return {
    async find(id: number) {
      const [row] = await db
        .select({
          request: limitRequests,
          typeName: en ? limitRequestTypes.nameEn : limitRequestTypes.nameAr,
          merchantName: en ? merchants.nameEn : merchants.nameAr,
          productName: en ? products.nameEn : products.nameAr,
          branchName: en ? merchantBranches.nameEn : merchantBranches.nameAr,
          relativeDegreeName: en ? relativeDegreeTypes.nameEn : relativeDegreeTypes.nameAr,
          creator: creator.name,
          assignee: assignee.name,
          approver: approver.name,
          confirmer: confirmer.name,
          rejectReason: en ? rejectReasons.nameEn : rejectReasons.nameAr,
          returnReason: en ? returnReasons.nameEn : returnReasons.nameAr,
        })
        .from(limitRequests)
        .innerJoin(limitRequestTypes, eq(limitRequestTypes.id, limitRequests.limitRequestTypeId))
        .innerJoin(merchants, eq(merchants.id, limitRequests.merchantId))
        .innerJoin(products, eq(products.id, limitRequests.productId))
        .innerJoin(merchantBranches, eq(merchantBranches.id, limitRequests.merchantBranchId))
        .innerJoin(relativeDegreeTypes, eq(relativeDegreeTypes.id, limitRequests.relativeDegreeTypeId))
        .leftJoin(creator, eq(creator.id, limitRequests.createdBy))
        .leftJoin(assignee, eq(assignee.id, limitRequests.assignedTo))
        .leftJoin(approver, eq(approver.id, limitRequests.approvedBy))
        .leftJoin(confirmer, eq(confirmer.id, limitRequests.confirmedBy))
        .leftJoin(rejectReasons, eq(rejectReasons.id, limitRequests.rejectReasonId))
        .leftJoin(returnReasons, eq(returnReasons.id, limitRequests.returnReasonId))
        .where(eq(limitRequests.id, id));
      return row;
    },
  };
}

export type LimitRequestDetails = NonNullable<Awaited<ReturnType<ReturnType<typeof limitRequestDetailsRepository>['find']>>>;
