import { Icon, type IconProps } from '../../../shared/ui/icons.tsx';

/** A pencil; decorative, the button carries the name. */
export const EditIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

/** A waste bin; decorative, the button carries the name. */
export const DeleteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4h6v3" />
  </Icon>
);
