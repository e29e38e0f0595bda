import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientState } from '../../shared/client-state.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../shared/testing/render.tsx';
import { sessionIdentity } from '../../shared/testing/session-identity.ts';
import { DirectContinuePage, type DirectContinueVariant } from './direct-continue-page.tsx';

const token = 'tK9mQ2wZ7kLp4Xv8Nb3Cd6Rf1Hs5Jy0Ue';
const resumed = (needs_code: boolean) => ({
  enrollment_id: 'eR4mQ8wZ2kLp7Xv9Nb3Cd1',
  saved_tab: 'employer_info',
  group_id: 4,
  platform_group_id: 2,
  agent_id: 12,
  open_type: 'agent',
  effective_date: '08/01/2030',
  type: 'new-group-member',
  eprocess: 'rep',
  tier: 'IS',
  needs_code,
});
const info = {
  site_name: 'Sunrise',
  display_name: 'Sunrise',
  display_phone: '',
  display_email: '',
  display_about: '',
  display_logo: null,
  display_tagline: null,
  portal_id: null,
  agent_id: 12,
  group_id: null,
  main_host: true,
  identity: sessionIdentity({ eprocess: 'rep', store_access: true }),
};

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.state ? ' asked for the code' : ''}
    </p>
  );
}

function openLink(variant: DirectContinueVariant, tab: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`/${variant}/:id/:tab`} element={<DirectContinuePage variant={variant} />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: `/${variant}/${token}/${tab}` },
  );
}

beforeEach(() => localStorage.clear());

describe('a direct-continue link', () => {
  it('clears the device, opens the enrollment and goes to the saved tab', async () => {
    clientState.set('leadZip', '10001');
    const requests = fakeApi(({ path }) =>
      path.includes('direct-continue') ? { data: resumed(false) } : { data: info },
    );
    openLink('direct-continue', btoa('employer_info'));
    expect(await screen.findByText('Now at /enrollment/employer-info')).toBeTruthy();
    expect(requests[0]?.path).toBe(`/api/v1/direct-continue/${token}`);
    expect(clientState.get('leadZip')).toBeUndefined();
    expect(clientState.get('tempId')).toBe('eR4mQ8wZ2kLp7Xv9Nb3Cd1');
    expect(clientState.get('selectedTier')).toBe('IS');
    expect(clientState.get('routeRedirection')).toBeUndefined();
  });

  it('sets the markers of the group census and pqs variants', async () => {
    fakeApi(({ path }) => (path.includes('direct-continue') ? { data: resumed(false) } : { data: info }));
    const census = openLink('group-census-direct-continue', btoa('employer_info'));
    await screen.findByText('Now at /enrollment/employer-info');
    expect(clientState.get('redirectionType')).toBe('group-census-direct-continue');
    expect(clientState.get('routeRedirection')).toBe('group-census-direct-continue');
    expect(clientState.get('platformType')).toBe('rep-quote');
    census.unmount();

    openLink('pqs-direct-continue', btoa('employer_info'));
    await screen.findByText('Now at /enrollment/employer-info');
    expect(clientState.get('redirectionType')).toBeUndefined();
    expect(clientState.get('routeRedirection')).toBe('pqs-direct-continue');
    expect(clientState.get('platformType')).toBe('rep-quote');
  });

  it('sends a step that needs the e-mailed code to continue-enrollment, opening nothing yet', async () => {
    fakeApi(() => ({ data: resumed(true) }));
    openLink('direct-continue', btoa('employer_info'));
    expect(await screen.findByText('Now at /continue-enrollment asked for the code')).toBeTruthy();
    expect(clientState.get('tempId')).toBeUndefined();
  });

  it('goes to /404 for an unknown tab, without asking the server', async () => {
    const requests = fakeApi(() => ({ data: resumed(false) }));
    openLink('direct-continue', btoa('nowhere_info'));
    expect(await screen.findByText('Now at /404')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('goes to /404 for a link the server does not know', async () => {
    fakeApi(() => ({ status: 404, error: { message: 'Link not found' } }));
    openLink('direct-continue', btoa('contact_info'));
    expect(await screen.findByText('Now at /404')).toBeTruthy();
  });
});
