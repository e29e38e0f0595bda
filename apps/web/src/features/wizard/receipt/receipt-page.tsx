import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { receiptMessages } from '@openenroll/contract/wizard/receipt';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clientState } from '../../../shared/client-state.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { forgetEnrollment } from '../../../shared/resume/resumed-enrollment.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useHomePath } from '../../../shared/use-home-path.ts';
import { useReceipt } from '../api/receipt.ts';
import { receiptCatalog } from './receipt-messages.ts';
import classes from './receipt-page.module.css';
import { receiptPath } from './receipt-path.ts';
import { ThankYouIllustration } from './thank-you-illustration.tsx';

/** /enrollment/receipt (part 2, §2.14, §4): the submitted enrollment's confirmation, then this browser forgets it. */
export function ReceiptPage() {
  const text = useContractText();
  const t = useT(receiptCatalog);
  useDocumentTitle(t('receipt.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const home = useHomePath();
  // Read once: the stored id is forgotten as soon as the receipt is shown, the address keeps it.
  const [enrollmentId] = useState(() => params.get('id') ?? clientState.get('tempId'));
  const receipt = useReceipt(enrollmentId);

  useEffect(() => {
    if (enrollmentId && !params.get('id')) navigate(receiptPath(enrollmentId), { replace: true });
  }, [enrollmentId, params, navigate]);

  useEffect(() => {
    if (!receipt.isSuccess || clientState.get('tempId') !== enrollmentId) return;
    forgetEnrollment();
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [receipt.isSuccess, enrollmentId, queryClient]);

  return (
    <Container size="sm" py={48}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {receipt.data ? (
          <div className={classes.page}>
            <ThankYouIllustration />
            <Title order={1}>{text(receiptMessages.thanks(receipt.data.name))}</Title>
            <Stack gap={4} align="center">
              <Text>{t('receipt.confirmationIs')}</Text>
              <Text className={classes.number}>{receipt.data.policy_id}</Text>
            </Stack>
            <Text>{text(receiptMessages.sent)}</Text>
            {receipt.data.status === 'awaiting-signature' && <Text>{text(receiptMessages.awaitingSignature)}</Text>}
            <div className={classes.actions}>
              <Button variant="default" onClick={() => window.print()}>
                {t('receipt.print')}
              </Button>
              <Button component={Link} to={home}>
                {t('receipt.home')}
              </Button>
            </div>
          </div>
        ) : receipt.isError || !enrollmentId ? (
          <Stack align="center" gap="md" ta="center">
            <Title order={1}>{t('receipt.title')}</Title>
            <Text>{t('receipt.notFound')}</Text>
            <Anchor component={Link} to={home}>
              {t('receipt.home')}
            </Anchor>
          </Stack>
        ) : (
          <PageLoader />
        )}
      </Card>
    </Container>
  );
}
