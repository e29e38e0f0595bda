import { Button, Group, Text } from '@mantine/core';
import { maxCompared } from '@openenroll/contract/compare';
import { Link } from 'react-router';
import classes from './compare.module.css';
import { comparePath, useCompareSelection } from './use-compare-selection.ts';

/** Held at the bottom of the screen while plans are chosen: how many, and the way to the comparison. */
export function CompareTray() {
  const selection = useCompareSelection();
  const count = selection.planIds.length;
  if (count === 0) return null;
  return (
    <section aria-label="Plans to compare" className={classes.tray}>
      <Text size="sm" fw={600} aria-live="polite" className={classes.count}>
        {count === 1 ? 'Choose another plan to compare.' : `${count} of ${maxCompared} plans chosen`}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" onClick={selection.clear}>
          Clear
        </Button>
        {count > 1 ? (
          <Button component={Link} to={comparePath(selection.planIds)}>
            Compare plans
          </Button>
        ) : (
          <Button disabled>Compare plans</Button>
        )}
      </Group>
    </section>
  );
}
