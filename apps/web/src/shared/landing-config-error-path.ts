/** The page shown when a validated representative or group has no landing URL. */
export const landingConfigErrorPath = (type: 'Agent' | 'Group', landingPage: string) =>
  `/landing-config-error/${type}/${encodeURIComponent(landingPage)}`;
