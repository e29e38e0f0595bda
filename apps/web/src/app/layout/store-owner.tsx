import type { DefaultInfo } from '@openenroll/contract/site';
import { useT } from '../../shared/i18n/use-t.ts';
import { safeUrl } from '../../shared/theme/site-settings.ts';
import { layoutMessages } from './layout-messages.ts';
import classes from './store-owner.module.css';

const captions = { agent: 'layout.yourRepresentative', group: 'layout.yourEmployer' } as const;

/** Whose store the visitor shops in, by open_type: the representative's or the group's name and logo. */
export function StoreOwner({ info }: { info: DefaultInfo }) {
  const t = useT(layoutMessages);
  const openType = info.identity.open_type;
  if (openType !== 'agent' && openType !== 'group') return null;
  // Representatives' logos are not shown on the site's fixed main host (spec part 1, §1).
  const logo = info.main_host ? undefined : safeUrl(info.display_logo ?? undefined);
  return (
    <p className={classes.owner}>
      {logo && <img src={logo} alt="" className={classes.logo} />}
      <span className={classes.caption}>{t(captions[openType])}</span>
      <strong>{info.display_name}</strong>
    </p>
  );
}
