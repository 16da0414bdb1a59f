// Toast notifications (spec §2): top-centre, coloured, 5 s, close on click; Alt+T focuses them and
// Escape gives focus back (both native to sonner). sonner has no click-to-close option, so each toast
// carries its id in data-testid and one delegated listener dismisses the toast that was clicked.
import { toast } from 'sonner';

const testIdPrefix = 'toast-';
let sequence = 0;

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, description?: string): string {
  sequence += 1;
  const id = `t${sequence}`;
  toast[kind](message, { id, testId: `${testIdPrefix}${id}`, description });
  return id;
}

export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
};

/** Installs the click-to-close behaviour once; returns the uninstaller. */
export function installToastClickToClose(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>('[data-sonner-toast]');
    const testId = element?.dataset.testid;
    if (testId?.startsWith(testIdPrefix)) toast.dismiss(testId.slice(testIdPrefix.length));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
