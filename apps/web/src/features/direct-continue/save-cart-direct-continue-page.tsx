import { directContinue } from '@openenroll/contract/quote';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../shared/api/call-api.ts';
import { clientState } from '../../shared/client-state.ts';
import { adoptResumedSession, rememberResumed } from '../../shared/resume/resumed-enrollment.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { decodeTab } from './decode-tab.ts';

/**
 * /save-cart-direct-continue/{id}/{tab}: a received quote's link (spec part 2, §4, resume by direct link). Nothing
 * kept on this device survives it; the server opens the quote for this session, and the visitor lands on the cart in
 * the received-quote view. An unknown tab or any failure goes to /404.
 */
export function SaveCartDirectContinuePage() {
  const { id = '', tab = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per link, even when React runs the effect twice in development.
  const started = useRef<string>(undefined);

  useEffect(() => {
    const link = `${id}/${tab}`;
    if (started.current === link) return;
    started.current = link;
    resumeSavedCart(id, tab, queryClient).then(
      () => navigate('/cart', { replace: true }),
      () => navigate('/404', { replace: true }),
    );
  }, [id, tab, navigate, queryClient]);

  return <PageLoader />;
}

/** Clears this device's state, opens the quote on the server and keeps what the cart needs of it. Throws on failure. */
async function resumeSavedCart(id: string, tab: string, queryClient: QueryClient) {
  await clientState.clearAll();
  if (decodeTab(tab) !== CART_TAB) throw new Error('Unknown tab');
  rememberResumed(await callApi(directContinue, { id }));
  clientState.set('redirectionType', 'save-cart');
  // The session is now the quote's: who the visitor is (and so the route guard) is asked again before the cart.
  await adoptResumedSession(queryClient);
}
