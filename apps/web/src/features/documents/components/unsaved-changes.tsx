// The unsaved-changes guard of the document editor (decision 0064): leaving the page inside the app asks
// first; closing the tab or reloading gets the browser's own warning.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useDocText } from '../i18n/use-doc-text';

/** Blocks navigation to another route while `dirty`, unless `leaving` says the page itself moves on. */
export function useUnsavedChangesGuard(dirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirty &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

export function UnsavedChangesModal({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const text = useDocText();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={text('editor.unsavedTitle')}
      centered
    >
      <Text size="sm" mb="lg">
        {text('editor.unsavedBody')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {text('editor.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-unsaved">
          {text('editor.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
