import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, Text } from '@mantine/core';
import type { DefaultInfo } from '@openenroll/contract/site';

type AboutSiteModalProps = { info: DefaultInfo; opened: boolean; onClose: () => void };

/** Loaded when the visitor first asks for it. */
export function AboutSiteModal({ info, opened, onClose }: AboutSiteModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>About {info.display_name}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Text style={{ whiteSpace: 'pre-line' }}>{info.display_about}</Text>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
