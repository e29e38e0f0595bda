import { Container } from '@mantine/core';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import { landingMessages } from '../landing-messages.ts';
import { QuoteCard } from './quote-card.tsx';
import classes from './welcome-banner.module.css';

export function WelcomeBanner() {
  const settings = useSiteSettings();
  const t = useT(landingMessages);
  const textLang = useTextLang();
  const { welcomeTitle, welcomeText } = settings;
  return (
    <section
      className={classes.banner}
      aria-labelledby="welcome-title"
      style={settings.bannerImage ? { backgroundImage: `url(${JSON.stringify(settings.bannerImage)})` } : undefined}
    >
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <h1 id="welcome-title" className={classes.title} lang={welcomeTitle && textLang(welcomeTitle)}>
            {welcomeTitle?.text ?? t('landing.welcome')}
          </h1>
          {welcomeText && (
            <p className={classes.text} lang={textLang(welcomeText)}>
              {welcomeText.text}
            </p>
          )}
        </div>
        <QuoteCard />
      </Container>
    </section>
  );
}
