import { Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../shared/i18n/use-t.ts';
import { layoutMessages } from './layout/layout-messages.ts';
import classes from './route-error-boundary.module.css';

type Props = { resetKey: string; children: ReactNode };
type State = { failed: boolean; resetKey: string };

/** Last resort when a page fails to render or its code cannot be loaded (for example just after a release). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Moving to another address gives that page a fresh try.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteFailure />;
  }
}

function RouteFailure() {
  const t = useT(layoutMessages);
  return (
    <Container size="sm" py={80} component="main">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('layout.failed.title')}</Title>
        <Text>{t('layout.failed.text')}</Text>
        <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
          {t('layout.failed.reload')}
        </button>
      </Stack>
    </Container>
  );
}
