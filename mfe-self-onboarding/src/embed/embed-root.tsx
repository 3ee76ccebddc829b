import { useLayoutEffect, useState } from 'react';
import { ApplicantApp, type AppView } from '../app/applicant-app';
import { directionOf, type Lang, type Theme } from '../kit/lang';

interface EmbedRootProps {
  apiBase: string;
  lang: Lang;
  theme: Theme;
  /** The site's element the shadow root is on; it gets the form's `lang` and `dir`. */
  host: HTMLElement;
}

/**
 * The app on another site's page: a section (its title an h2), its language and view its own
 * state, since the site's storage and address bar are not ours to use.
 */
export function EmbedRoot({ apiBase, lang: initialLang, theme, host }: EmbedRootProps) {
  const [lang, setLang] = useState(initialLang);
  const [view, setView] = useState<AppView>('apply');
  useLayoutEffect(() => {
    host.lang = lang;
    host.dir = directionOf(lang);
  }, [host, lang]);
  return (
    <ApplicantApp
      apiBase={apiBase}
      lang={lang}
      theme={theme}
      view={view}
      onLanguageChange={setLang}
      onViewChange={setView}
      titleLevel={2}
    />
  );
}
