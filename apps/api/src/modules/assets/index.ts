// Public entry point of the assets module: what other modules may use.
export { seedAssetCategories } from './asset-categories.service.ts';
