import '@mantine/core/styles/Alert.layer.css';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { AgreementText } from '@openenroll/contract/wizard/agreement-info';
import { eftTerms } from '@openenroll/contract/wizard/billing-info';
import { useT, useTextLang } from '../../../../shared/i18n/use-t.ts';
import { billingMessages } from './billing-messages.ts';

/** What paying by bank or card means (part 2, §9): the EFT terms, and how the charges appear on a statement. */
export function BillingNotices({ eft, statement }: { eft: boolean; statement: string | undefined }) {
  const t = useT(billingMessages);
  const eftNotices = [
    t('billing.eft.returnedFee', { fee: eftTerms.insufficientFundsFee }),
    t('billing.eft.firstPayment', { days: eftTerms.initialChargeDays }),
    t('billing.eft.noMonthlyCharge'),
    t('billing.eft.stopPayment', { days: eftTerms.stopPaymentBusinessDays }),
  ];
  return (
    <Stack gap="sm">
      {eft && (
        <section aria-labelledby="eft-terms">
          <Text id="eft-terms" fw={700} mb={4}>
            {t('billing.payingByEft')}
          </Text>
          <List size="sm" spacing={4}>
            {eftNotices.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List>
        </section>
      )}
      {statement && <Text size="sm">{statement}</Text>}
    </Stack>
  );
}

export type LockedMethodText = Pick<AgreementText, 'question_id' | 'text_head' | 'text_body' | 'text_language'>;

/** A list bill or statement: nothing to type, only what it means (its informational agreement). */
export function LockedMethodNotice({ texts }: { texts: LockedMethodText[] }) {
  const textLang = useTextLang();
  return (
    <Stack gap="sm">
      {texts.map((text) => (
        <Alert key={text.question_id} variant="light" title={text.text_head} lang={textLang(text)}>
          {text.text_body}
        </Alert>
      ))}
    </Stack>
  );
}
