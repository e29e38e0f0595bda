import type { CallData } from '@openenroll/contract/call';
import type { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { useT } from '../../../shared/i18n/use-t.ts';
import { plansMessages } from '../plans-messages.ts';
import { Banner } from './banner.tsx';

type Pricing = CallData<typeof getPlanPricingDetail>;
type Fix = 'salary' | 'tobacco';

const fixes: Partial<Record<NonNullable<Pricing['errorCode']>, Fix>> = {
  salaryRequired: 'salary',
  hoursRequired: 'salary',
  tobaccoRequired: 'tobacco',
};
const CLICK = 'clicking here.';

/** Why the plan has no price for the quote, in the server's words; "clicking here" opens what fixes it. */
export function PricingBanner({ pricing, onFix }: { pricing: Pricing | undefined; onFix: (fix: Fix) => void }) {
  const t = useT(plansMessages);
  const { errorCode, message } = pricing ?? {};
  if (!errorCode || !message || errorCode === 'changePid') return null;
  const fix = fixes[errorCode];
  if (!fix || !message.endsWith(CLICK)) return <Banner tone="notice">{message}</Banner>;
  return (
    <Banner tone="notice">
      {message.slice(0, -CLICK.length)}
      <button type="button" onClick={() => onFix(fix)}>
        {t('plans.clickingHere')}
      </button>
      .
    </Banner>
  );
}
