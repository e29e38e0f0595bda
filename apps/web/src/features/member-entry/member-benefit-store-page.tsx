import { tier as tierSchema } from '@openenroll/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { enrollMember } from '../../shared/api/enroll-member.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { openMemberLink } from './api/open-member-link.ts';
import type { MemberHomeState } from './member-home-page.tsx';

/**
 * /member-benefit-store/{id}/{tier} (spec part 2, §2.1 and §4): a member's own link. The id opens the member's
 * session (unknown: /404); a tier code in the link starts the enrollment straight away and opens the plans, anything
 * else leads to /member-home to choose one. A failed start lands there too, with 'Please choose a tier'.
 */
export function MemberBenefitStorePage() {
  const { id = '', tier = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per link, even when React runs the effect twice in development.
  const started = useRef<string>(undefined);

  useEffect(() => {
    const link = `${id}/${tier}`;
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
      () => navigate('/404', { replace: true }),
    );
  }, [id, tier, navigate, queryClient]);

  return <PageLoader />;
}
