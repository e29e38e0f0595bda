import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Drawer } from '@mantine/core';
import { useT } from '../../shared/i18n/use-t.ts';
import { layoutMessages } from './layout-messages.ts';
import { MobileMenu, type MobileMenuProps } from './mobile-menu.tsx';

type MobileMenuDrawerProps = MobileMenuProps & { id: string; title: string; opened: boolean; onClose: () => void };

/** Loaded the first time a phone visitor opens the menu, so the first page does not carry the drawer. */
export function MobileMenuDrawer({ id, title, opened, onClose, ...menu }: MobileMenuDrawerProps) {
  const t = useT(layoutMessages);
  return (
    <Drawer.Root id={id} opened={opened} onClose={onClose} size="85%" hiddenFrom="md">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('layout.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <MobileMenu {...menu} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
