// The "stockCounts" namespace of the app's i18next instance and its typed lookup (lib/feature-text.ts).
import { i18n } from '../../../lib/i18n';
import { useFeatureText, type FeatureText, type Leaves } from '../../../lib/feature-text';
import { stockCountsEn, type StockCountsMessages } from './en';
import { stockCountsTh } from './th';

const STOCK_COUNTS_NS = 'stockCounts';
i18n.addResourceBundle('en', STOCK_COUNTS_NS, stockCountsEn, true, true);
i18n.addResourceBundle('th', STOCK_COUNTS_NS, stockCountsTh, true, true);

export type StockCountsText = FeatureText<Leaves<StockCountsMessages>>;

export function useStockCountsText(): StockCountsText {
  return useFeatureText<Leaves<StockCountsMessages>>(STOCK_COUNTS_NS);
}
