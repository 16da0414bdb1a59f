// The "receivedWht" namespace: this feature's strings and its typed lookup (lib/feature-i18n).
import { featureText } from '../../../lib/feature-i18n';
import { receivedWhtEn } from './en';
import { receivedWhtTh } from './th';

export const useReceivedWhtText = featureText('receivedWht', receivedWhtEn, receivedWhtTh);
