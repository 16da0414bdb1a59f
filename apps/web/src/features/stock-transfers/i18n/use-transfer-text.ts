// The "stockTransfers" namespace of the app's i18next instance and its typed lookup; a refusal from the API is
// said by its error code in the user's language (lib/api-errors holds the STOCK_TRANSFER.* sentences).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureText } from '../../../lib/feature-i18n';
import { errorText } from '../../../lib/form-errors';
import { stockTransfersEn } from './en';
import { stockTransfersTh } from './th';

const useText = featureText('stockTransfers', stockTransfersEn, stockTransfersTh);

export function useTransferText() {
  const { text, language } = useText();
  const { t } = useTranslation();
  const refusal = useCallback((error: unknown) => errorText(error, t), [t]);
  return { text, language, refusal, t };
}
