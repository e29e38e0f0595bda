import { Container } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import { landingMessages } from '../landing-messages.ts';
import { QuoteCard } from './quote-card.tsx';
import classes from './welcome-banner.module.css';

export function WelcomeBanner() {
  const settings = useSiteSettings();
  const t = useT(landingMessages);
  return (
    <section
      className={classes.banner}
      aria-labelledby="welcome-title"
      style={settings.bannerImage ? { backgroundImage: `url(${JSON.stringify(settings.bannerImage)})` } : undefined}
    >
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <h1 id="welcome-title" className={classes.title}>
            {settings.welcomeTitle ?? t('landing.welcome')}
          </h1>
          {settings.welcomeText && <p className={classes.text}>{settings.welcomeText}</p>}
        </div>
        <QuoteCard />
      </Container>
    </section>
  );
}
