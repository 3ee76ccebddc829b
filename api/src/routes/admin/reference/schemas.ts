import {
  AreaImportParams,
  dataBody,
  ReferenceImportBody,
  ReferenceImportPlan,
  ReferenceImportQuery,
  pagedBody,
  ReferenceItem,
  ReferenceItemInput,
  ReferenceItemParams,
  ReferenceItems,
  ReferenceListParams,
  ReferenceListQuery,
  ReferenceListsData,
} from '@back-office/shared/contract';
import { errorResponses } from '../../../http/envelope';

const tags = ['admin'];

export const listsSchema = {
  tags,
  description: 'Issue 17: every reference list an administrator keeps, with how many items it holds.',
  response: { 200: dataBody(ReferenceListsData), ...errorResponses(401, 403) },
};

export const listSchema = {
  tags,
  description: 'The items of one list, active and not, searched in both names; `parent_id` narrows cities, areas, branches, products.',
  params: ReferenceListParams,
  querystring: ReferenceListQuery,
  response: { 200: pagedBody(ReferenceItems), ...errorResponses(401, 403, 422) },
};

export const createSchema = {
  tags,
  description: 'Adds an item: both names required and unique in the list (and its parent). Audited as reference_created.',
  params: ReferenceListParams,
  body: ReferenceItemInput,
  response: { 201: dataBody(ReferenceItem), ...errorResponses(401, 403, 422) },
};

export const updateSchema = {
  tags,
  description: 'Renames an item or changes its extra field; the parent stays. Audited as reference_updated with old → new values.',
  params: ReferenceItemParams,
  body: ReferenceItemInput,
  response: { 200: dataBody(ReferenceItem), ...errorResponses(401, 403, 404, 422) },
};

export const activationSchema = (what: string) => ({
  tags,
  description: `${what} an item. Nothing is deleted: a deactivated item leaves every picker for new records and stays on the records that use it.`,
  params: ReferenceItemParams,
  response: { 200: dataBody(ReferenceItem), ...errorResponses(401, 403, 404, 422) },
});

export const areaImportSchema = {
  tags,
  description:
    "Imports a city's areas from a CSV (columns name_ar, name_en; UTF-8, a byte-order mark and semicolons accepted). With dry_run=true it only plans, row by row; otherwise all rows or none, and the city's whole-city area leaves the pickers. Audited as reference_imported.",
  params: AreaImportParams,
  querystring: ReferenceImportQuery,
  body: ReferenceImportBody,
  response: { 200: dataBody(ReferenceImportPlan), ...errorResponses(401, 403, 404, 422) },
};

export const merchantImportSchema = {
  tags,
  description:
    'Imports merchants and their branches from a CSV (columns merchant_name_ar, merchant_name_en, branch_name_ar, branch_name_en). With dry_run=true it only plans; otherwise all rows or none. Audited as reference_imported.',
  querystring: ReferenceImportQuery,
  body: ReferenceImportBody,
  response: { 200: dataBody(ReferenceImportPlan), ...errorResponses(401, 403, 422) },
};
