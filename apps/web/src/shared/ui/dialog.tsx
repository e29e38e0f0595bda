import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A centred modal dialog, named by its title, that takes focus while open and gives it back when closed. */
export function Dialog({ opened, onClose, title, size = 'md', children }: DialogProps) {
  const t = useT(uiMessages);
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
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
