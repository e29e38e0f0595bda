import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import type { ListingSort as Sort } from '@openenroll/contract/plans';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCommonMenu } from '../../shared/api/common-menu.ts';
import { CardCartDialogs } from '../../shared/cart/card-cart-dialogs.tsx';
import { useCardCart } from '../../shared/cart/use-card-cart.ts';
import { CompareTray } from '../../shared/compare/compare-tray.tsx';
import { ShopperSummary } from '../../shared/enrollment-start/shopper-summary.tsx';
import { DependentSummary } from '../../shared/filter/dependent-summary.tsx';
import { QuoteFilterBar } from '../../shared/filter/quote-filter-bar.tsx';
import { useContractText } from '../../shared/i18n/contract-text.ts';
import { useT, useTextLang } from '../../shared/i18n/use-t.ts';
import grid from '../../shared/plan-card/plan-grid.module.css';
import { RecommendedStrip } from '../../shared/recommendations/recommended-strip.tsx';
import { PlansBreadcrumb } from '../../shared/ui/plans-breadcrumb.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { CategoryJumpBar } from './listing/category-jump-bar.tsx';
import classes from './listing/category-section.module.css';
import { CategorySection } from './listing/category-section.tsx';
import { ListingSort, sortOf } from './listing/listing-sort.tsx';
import { NetworkFilter } from './listing/network-filter.tsx';
import { usePlanListing } from './listing/use-plan-listing.ts';
import { plansMessages } from './plans-messages.ts';

/** /plans?type={category}: the plans on sale, grouped by category, priced for the visitor's quote when there is one. */
export function PlansPage() {
  const text = useContractText();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? undefined;
  const sort = sortOf(params);
  // The network choice belongs to one listing: another category starts without it.
  const [network, setNetwork] = useState<{ type?: string; name?: string }>({});
  const planNetwork = type === 'medical' && network.type === type ? network.name : undefined;
  const listing = usePlanListing(type, planNetwork, sort);
  const cart = useCardCart(listing.tempId);
  const { data: categories = [] } = useCommonMenu();
  const t = useT(plansMessages);
  const textLang = useTextLang();
  const category = categories.find((candidate) => candidate.key === type);
  const label = category?.label ?? t('plans.title');
  useDocumentTitle(label);
  const shown = listing.groups?.filter((group) => group.plans.length > 0) ?? [];
  const chooseSort = (chosen: Sort | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (chosen) next.set('sort', chosen);
        else next.delete('sort');
        return next;
      },
      { replace: true },
    );

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PlansBreadcrumb />
          <Title order={1} lang={category && textLang(category)}>
            {label}
          </Title>
          <ShopperSummary />
        </Stack>
        <QuoteFilterBar />
        {listing.tempId && listing.filter && listing.filter.tier !== 'IO' && (
          <DependentSummary tempId={listing.tempId} tier={listing.filter.tier} />
        )}
        <Group align="flex-end" gap="sm">
          {type === 'medical' && <NetworkFilter value={planNetwork} onChange={(name) => setNetwork({ type, name })} />}
          <ListingSort value={sort} onChange={chooseSort} />
        </Group>
        <CategoryJumpBar groups={shown} />
        {listing.isPending ? (
          <ul className={grid.grid} aria-busy="true" aria-label={t('plans.loading')}>
            {[1, 2, 3].map((placeholder) => (
              <li key={placeholder} className={classes.placeholder} />
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <Text size="lg" ta="center" py="xl" role="status">
            {text(messages.noPlans)}
          </Text>
        ) : (
          shown.map((group) => (
            <CategorySection
              key={group.category}
              group={group}
              hasQuote={listing.filter !== null}
              selectedTier={listing.filter?.tier}
              addingPlanId={cart.addingPlanId}
              onAdd={(card) => void cart.addCard(card)}
            />
          ))
        )}
        {!listing.isPending && (
          <RecommendedStrip
            kind="popularity"
            title={t('plans.recommended')}
            viewAll="home"
            exclude={shown.flatMap((group) => group.plans.map((plan) => plan.plan_id))}
          />
        )}
      </Stack>
      <CompareTray />
      <CardCartDialogs cart={cart} enrollmentId={listing.tempId} />
    </Container>
  );
}
