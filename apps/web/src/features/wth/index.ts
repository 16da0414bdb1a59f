// Public face of the withholding-tax certificate screens (spec §2 route `wth`): the list inside the shell, the
// /new and /{id} pages outside it.
import './i18n/use-wth-text';

export { WthListPage } from './components/wth-list-page';
export { WthEditorPage } from './components/wth-editor-page';
