import { tier as tierSchema } from '@openenroll/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../shared/api/api-error.ts';
import { enrollMember } from '../../shared/api/enroll-member.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { openMemberLink } from './api/open-member-link.ts';
import { LinkRefused } from './link-refused.tsx';
import type { MemberHomeState } from './member-home-page.tsx';

/**
 * /member-benefit-store/{id}/{tier} (spec part 2, §2.1 and §4): a member's own link. The id opens the member's
 * session (unknown: /404; refused during a lockout: the wait, then Try again); a tier code in the link starts the
 * enrollment straight away and opens the plans, anything else leads to /member-home to choose one. A failed start
 * lands there too, with 'Please choose a tier'.
 */
export function MemberBenefitStorePage() {
  const { id = '', tier = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per link and try, even when React runs the effect twice in development.
  const started = useRef<string>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<{ message: string; retryAt?: number }>();

  useEffect(() => {
    const link = `${id}/${tier}/${attempt}`;
    if (started.current === link) return;
    started.current = link;
    const chosen = tierSchema.safeParse(tier.toUpperCase());
    openMemberLink(id, queryClient).then(
      async () => {
        if (!chosen.success) {
          navigate('/member-home', { replace: true });
          return;
        }
        try {
          await enrollMember(queryClient, chosen.data);
          navigate('/plans', { replace: true });
        } catch {
          const state: MemberHomeState = { tier: chosen.data, failed: true };
          navigate('/member-home', { replace: true, state });
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.statusCode === 404) navigate('/404', { replace: true });
        else {
          const wait = error instanceof ApiError ? error.retryAfterSeconds : undefined;
          setRefused({ message: errorMessage(error), retryAt: wait && Date.now() + wait * 1000 });
        }
      },
    );
  }, [id, tier, attempt, navigate, queryClient]);

  if (refused) {
    const retry = () => {
      setRefused(undefined);
      setAttempt((count) => count + 1);
    };
    return <LinkRefused message={refused.message} retryAt={refused.retryAt} onRetry={retry} />;
  }
  return <PageLoader />;
}
