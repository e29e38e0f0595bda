import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { telHref } from '@openenroll/contract/phone';
import type { DefaultInfo } from '@openenroll/contract/site';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import { EmailAddress } from '../../shared/ui/email-address.tsx';
import { useAboutPage } from './api/about-page.ts';
import { layoutMessages } from './layout-messages.ts';

type AboutSiteModalProps = { info: DefaultInfo; opened: boolean; onClose: () => void };

/**
 * Loaded when the visitor first asks for it. In a representative's or group's store it shows their own About
 * (picture, tagline, bio, contact); in the site's own, the site's text.
 */
export function AboutSiteModal({ info, opened, onClose }: AboutSiteModalProps) {
  const { data: about } = useAboutPage(info, opened);
  const t = useT(layoutMessages);
  const textLang = useTextLang();
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>{t('layout.about', { name: info.display_name })}</Modal.Title>
          <Modal.CloseButton aria-label={t('layout.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {about?.image && <Image src={about.image} alt="" h={160} fit="cover" radius="md" />}
            {about?.tagline && (
              <Text fw={700} size="lg">
                {about.tagline}
              </Text>
            )}
            {/* Only the site's own text carries its language; a representative's or group's About does not. */}
            <Text style={{ whiteSpace: 'pre-line' }} lang={about?.about ? undefined : textLang(info)}>
              {about?.about || info.display_about}
            </Text>
            {about && (
              <Group gap="lg">
                <Anchor href={telHref(about.display_phone)}>{about.display_phone}</Anchor>
                <Anchor href={`mailto:${about.display_email}`}>
                  <EmailAddress email={about.display_email} />
                </Anchor>
              </Group>
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
