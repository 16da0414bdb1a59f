// The "refunds" namespace of the app's i18next instance and its typed lookup (lib/feature-text.ts).
import { i18n } from '../../../lib/i18n';
import { useFeatureText, type FeatureText, type Leaves } from '../../../lib/feature-text';
import { refundsEn, type RefundsMessages } from './en';
import { refundsTh } from './th';

const REFUNDS_NS = 'refunds';
i18n.addResourceBundle('en', REFUNDS_NS, refundsEn, true, true);
i18n.addResourceBundle('th', REFUNDS_NS, refundsTh, true, true);

export type RefundsText = FeatureText<Leaves<RefundsMessages>>;

export function useRefundsText(): RefundsText {
  return useFeatureText<Leaves<RefundsMessages>>(REFUNDS_NS);
}
