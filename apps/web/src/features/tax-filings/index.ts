// Public face of the tax-filings feature (issue #12). Routes → components (all under /:orgId, shell layout):
//   accounting/output-tax-report → <OutputTaxPage />     menu entry (Accounting → VAT), ?month=yyyy-mm
//   reports/salestax             → <OutputTaxPage />     menu entry (Reports → tax reports), the same report
//   accounting/montly-tax-filing → <FilingDeskPage />    menu entry (spec spelling), ?month=yyyy-mm
//   accounting/tax-calendar      → <TaxCalendarPage />   linked from the desk: every organisation's returns
//   accounting/withholdingtax-submission → <WhtSubmissionPage /> menu entry, ?month=yyyy-mm&form=PND3|PND53|PND1
//   accounting/input-tax-report  → <InputTaxPage />      menu entry (Accounting → VAT), ?month=yyyy-mm
//   reports/purchasevat          → <InputTaxPage />      menu entry (Reports → tax reports), the same report
//   accounting/manage-purchase-vat → <ManagePurchaseVatPage />  claim month / not claimable per tax invoice
//   accounting/foreign-input-tax-report → <ForeignInputTaxPage />  PP36 self-assessed VAT of a month
import './i18n/use-tax-text';

export { OutputTaxPage } from './components/output-tax-page';
export { FilingDeskPage } from './components/filing-desk-page';
export { TaxCalendarPage } from './components/tax-calendar-page';
export { WhtSubmissionPage } from './components/wht-submission-page';
export { InputTaxPage } from './components/input-tax-page';
export { ForeignInputTaxPage } from './components/foreign-input-tax-page';
export { ManagePurchaseVatPage } from './components/manage-purchase-vat-page';
