import { Button, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useEnrollmentInfoReferral } from './api/enrollment-info-referral.ts';
import { ReferrerBanner } from './components/referrer-banner.tsx';
import { storeEntryMessages } from './store-entry-messages.ts';

/** /referrals?rid=…: a valid link opens the referrer's store (children) under a banner naming the referrer. */
export function ReferralEntry({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const referralId = params.get('rid')?.trim();
  return referralId ? <ReferralLookup referralId={referralId}>{children}</ReferralLookup> : <InvalidReferral />;
}

function ReferralLookup({ referralId, children }: { referralId: string; children: ReactNode }) {
  const referral = useEnrollmentInfoReferral(referralId);
  if (referral.isPending) return <PageLoader />;
  if (referral.isError) {
    if (referral.error instanceof ApiError && referral.error.statusCode >= 400 && referral.error.statusCode < 500) {
      return <InvalidReferral />;
    }
    throw referral.error;
  }
  const { valid_referral_link: valid, referrer_info: referrer } = referral.data;
  if (!valid || !referrer) return <InvalidReferral />;
  return (
    <>
      <ReferrerBanner referrer={referrer} />
      {children}
    </>
  );
}

function InvalidReferral() {
  const t = useT(storeEntryMessages);
  useDocumentTitle(t('storeEntry.invalid.pageTitle'));
  return (
    <Container size="sm" py={80}>
      <Title order={1}>{t('storeEntry.invalid.title')}</Title>
      <Text mt="md">{t('storeEntry.invalid.text')}</Text>
      <Button component={Link} to="/" mt="xl" size="md">
        {t('storeEntry.invalid.toStore')}
      </Button>
    </Container>
  );
}
