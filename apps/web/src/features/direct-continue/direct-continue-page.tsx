import type { DirectContinueVariant } from '@openenroll/contract/pages';
import { directContinue } from '@openenroll/contract/quote';
import { resumePath } from '@openenroll/contract/wizard/steps';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../shared/api/call-api.ts';
import { clientState } from '../../shared/client-state.ts';
import { adoptResumedSession, rememberResumed } from '../../shared/resume/resumed-enrollment.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { decodeTab } from './decode-tab.ts';

/** The three links that resume an enrollment at its saved tab (the fourth, save-cart, opens a received quote). */
export type { DirectContinueVariant };

type Destination = { to: string; state?: { fromLink: true } };

/**
 * /direct-continue/{id}/{tab} and its group census and pqs variants (part 2, §4, resume by direct link): nothing
 * kept on this device survives it; the variant's markers are set, the server opens the enrollment, and the saved tab
 * opens. A step holding personal data also needs the e-mailed code: continue-enrollment asks for it. An unknown tab
 * or any failure goes to /404.
 */
export function DirectContinuePage({ variant }: { variant: DirectContinueVariant }) {
  const { id = '', tab = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per link, even when React runs the effect twice in development.
  const started = useRef<string>(undefined);

  useEffect(() => {
    const link = `${variant}/${id}/${tab}`;
    if (started.current === link) return;
    started.current = link;
    resumeByLink(variant, id, tab, queryClient).then(
      ({ to, state }) => navigate(to, { replace: true, state }),
      () => navigate('/404', { replace: true }),
    );
  }, [variant, id, tab, navigate, queryClient]);

  return <PageLoader />;
}

async function resumeByLink(
  variant: DirectContinueVariant,
  id: string,
  tab: string,
  queryClient: QueryClient,
): Promise<Destination> {
  await clientState.clearAll();
  const saved = decodeTab(tab);
  const path = saved === null ? undefined : resumePath(saved);
  if (!path) throw new Error('Unknown tab');
  if (variant === 'group-census-direct-continue') clientState.set('redirectionType', variant);
  if (variant !== 'direct-continue') {
    clientState.set('routeRedirection', variant);
    clientState.set('platformType', 'rep-quote');
  }
  const resumed = await callApi(directContinue, { id });
  if (resumed.needs_code) return { to: '/continue-enrollment', state: { fromLink: true } };
  rememberResumed(resumed);
  await adoptResumedSession(queryClient);
  return { to: path };
}
