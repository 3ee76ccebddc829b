import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiUrl, languageChanged, selectLanguage, selectTheme, useAppDispatch, useAppSelector } from '@back-office/shared';
import { ApplicantApp, type AppView } from './app/applicant-app';
import { translate } from './kit/i18n';
import { directionOf, type Lang } from './kit/lang';
import { prepareShadowRoot } from './kit/shadow-root';

/** A host element whose shadow root the children render into (issue 19: the same isolation as the embed). */
function ShadowHost({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot>();
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(prepareShadowRoot(element));
  }, []);
  return (
    <div data-self-onboarding="" lang={lang} dir={directionOf(lang)} ref={attach}>
      {root && createPortal(children, root)}
    </div>
  );
}

/**
 * SPEC §2 /self-onboarding and issue 19's /self-onboarding/status in the portal: the same light app
 * as the embed, with the shell's language (the app's switch changes the shell's too) and theme.
 */
export function PortalPage() {
  const lang = useAppSelector(selectLanguage);
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view: AppView = /\/status\/?$/.test(pathname) ? 'status' : 'apply';
  const title = translate(lang, view === 'status' ? 'status.title' : 'app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ShadowHost lang={lang}>
      <ApplicantApp
        apiBase={apiUrl('')}
        lang={lang}
        theme={theme}
        view={view}
        onLanguageChange={(next) => dispatch(languageChanged(next))}
        onViewChange={(next) => navigate(next === 'status' ? '/self-onboarding/status' : '/self-onboarding')}
      />
    </ShadowHost>
  );
}
