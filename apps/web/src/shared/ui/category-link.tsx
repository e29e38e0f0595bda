import { categoryPath } from '@openenroll/contract/plan-path';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { clientState } from '../client-state.ts';

type CategoryLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { category: string };

/** A link to one category's plans that also remembers the choice (menuSelectedItem), as the menu does in the spec. */
export function CategoryLink({ category, onClick, ...props }: CategoryLinkProps) {
  return (
    <Link
      to={categoryPath(category)}
      onClick={(event) => {
        clientState.set('menuSelectedItem', category);
        onClick?.(event);
      }}
      {...props}
    />
  );
}
