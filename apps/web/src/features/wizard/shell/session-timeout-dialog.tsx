import { Button, FocusTrap, Group, Portal, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { formatSeconds, useCountdown } from '../../../shared/use-countdown.ts';
import { getSessionIdleQueryOptions, keepAlive } from '../api/keep-session-alive.ts';
import classes from './session-timeout-dialog.module.css';
import { useSessionTimeout } from './use-session-timeout.ts';
import { wizardMessages } from './wizard-messages.ts';

/**
 * Before the session ends for inactivity, an alert dialog offers to stay signed in (WCAG 2.2.1); after it ended, to
 * load the step again, where the answers kept as drafts are waiting. The rest of the page is inert meanwhile.
 */
export function SessionTimeoutDialog() {
  const { phase, endsAt } = useSessionTimeout();
  const secondsLeft = useCountdown(phase === 'warning' ? endsAt : undefined);
  const t = useT(wizardMessages);
  const queryClient = useQueryClient();
  const [staying, setStaying] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const textId = useId();
  const open = phase !== 'active';

  useEffect(() => {
    const root = document.getElementById('root');
    if (!open || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [open]);

  async function stay() {
    setStaying(true);
    setFailure(undefined);
    try {
      queryClient.setQueryData(getSessionIdleQueryOptions().queryKey, await keepAlive());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStaying(false);
    }
  }

  if (!open) return null;
  return (
    <Portal>
      <div className={classes.overlay}>
        <FocusTrap active>
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={textId}
            className={classes.dialog}
          >
            {phase === 'warning' ? (
              <>
                <Title order={2} size="h4" id={titleId}>
                  {t('wizard.timeout.warningTitle')}
                </Title>
                <Text id={textId}>
                  <Message
                    catalog={wizardMessages}
                    id="wizard.timeout.warning"
                    values={{ time: formatSeconds(secondsLeft) }}
                    components={{ 0: <strong /> }}
                  />
                </Text>
                {failure && <FormError>{failure}</FormError>}
                <Group justify="flex-end">
                  <Button onClick={() => void stay()} loading={staying} data-autofocus>
                    {t('wizard.timeout.stay')}
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Title order={2} size="h4" id={titleId}>
                  {t('wizard.timeout.endedTitle')}
                </Title>
                <Text id={textId}>{t('wizard.timeout.ended')}</Text>
                <Group justify="flex-end">
                  <Button onClick={() => window.location.reload()} data-autofocus>
                    {t('wizard.timeout.continue')}
                  </Button>
                </Group>
              </>
            )}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}
