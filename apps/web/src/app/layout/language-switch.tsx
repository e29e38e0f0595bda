import { type Locale, localeNames } from '@openenroll/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { switchLanguage } from '../../shared/i18n/switch-language.ts';
import { useLocale } from '../../shared/i18n/use-t.ts';
import classes from './language-switch.module.css';

/** The other language, named in itself and marked as such, so a screen reader says it as its speakers would. */
export function LanguageSwitch() {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const other: Locale = useLocale() === 'es' ? 'en' : 'es';

  return (
    <button
      type="button"
      className={classes.switch}
      lang={other}
      aria-busy={switching || undefined}
      onClick={async () => {
        setSwitching(true);
        try {
          await switchLanguage(other, queryClient);
        } finally {
          setSwitching(false);
        }
      }}
    >
      {localeNames[other]}
    </button>
  );
}
