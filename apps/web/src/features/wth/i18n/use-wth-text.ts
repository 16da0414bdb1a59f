// The "wth" namespace: this feature's strings and its typed lookup (lib/feature-i18n).
import { featureText } from '../../../lib/feature-i18n';
import { wthEn } from './en';
import { wthTh } from './th';

export const useWthText = featureText('wth', wthEn, wthTh);
