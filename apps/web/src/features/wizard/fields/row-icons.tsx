import { Icon, type IconProps } from '../../../shared/ui/icons.tsx';

/** A pencil; decorative, the button carries the name. */
export const EditIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);
