// Public face of the received-WHT tracker: one page, /{orgId}/reports/received-withholding-tax (decision 0125).
import './i18n/use-received-wht-text';

export { ReceivedWhtPage } from './components/received-wht-page';
