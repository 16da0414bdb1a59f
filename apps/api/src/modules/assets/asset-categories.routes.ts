// HTTP routes of asset categories (issue 13): GET /asset-categories/organization/{organizationId} → { data },
// POST /asset-categories (body carries organizationId), GET|PUT|DELETE /asset-categories/{id}.
import {
  assetCategory,
  assetCategoryInput,
  assetCategoryList,
  createAssetCategoryRequest,
} from '@banchee/contracts';
import { assetCategories } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './asset-categories.service.ts';

export function assetCategoriesRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'asset-categories',
    table: assetCategories,
    namespace: 'ASSET_CATEGORY',
    what: 'asset category',
    schemas: {
      create: createAssetCategoryRequest,
      input: assetCategoryInput,
      view: assetCategory,
      list: assetCategoryList,
    },
    docs: {
      list: 'Every asset category of the organisation, by code',
      listAnswer: 'The asset categories',
      create: 'Create an asset category (Idempotency-Key honoured)',
      get: 'One asset category',
      getAnswer: 'The asset category',
      update: 'Replace an asset category',
      delete: 'Delete an asset category no asset belongs to',
    },
    useCases: {
      list: service.listAssetCategories,
      create: service.createAssetCategory,
      get: service.getAssetCategory,
      update: service.updateAssetCategory,
      remove: service.deleteAssetCategory,
    },
  });
}
