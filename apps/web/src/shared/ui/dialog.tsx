import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, type ModalRootProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { uiMessages } from './ui-messages.ts';

type DialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name as well as its heading. */
  title: ReactNode;
  size?: ModalRootProps['size'];
  children: ReactNode;
};

/**
 * Whether the dialog is on the page yet, and open: it joins the page the first time it opens, drawn closed once so it
 * opens with its transition, and stays for its closing one. Mantine's modal puts a portal in the page even while
 * closed, and the portal draws itself again as soon as it is in: on a page being made live, every closed dialog
 * (a wizard step has four) drew again with the page's effects in one long task.
 */
function useJoinedOnOpen(opened: boolean) {
  const [joined, setJoined] = useState(false);
  useEffect(() => {
    if (opened) setJoined(true);
  }, [opened]);
  return { onPage: joined || opened, open: joined && opened };
}

/** A centred modal dialog, named by its title, that takes focus while open and gives it back when closed. */
export function Dialog({ opened, onClose, title, size = 'md', children }: DialogProps) {
  const t = useT(uiMessages);
  const { onPage, open } = useJoinedOnOpen(opened);
  if (!onPage) return null;
  return (
    <Modal.Root opened={open} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('ui.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
