import { useMemo } from 'react';
import { ApiProvider } from '../kit/api-context';
import { Heading, HeadingLevelProvider } from '../kit/heading';
import { LangProvider, translate } from '../kit/i18n';
import { directionOf, type Lang, type Theme } from '../kit/lang';
import { ApplyFlow } from '../features/apply/apply-flow';
import { StatusFlow } from '../features/status/status-flow';

export type AppView = 'apply' | 'status';

export interface ApplicantAppProps {
  /** The API, e.g. `/api` in the portal or `https://portal.example/api` on another site. */
  apiBase: string;
  lang: Lang;
  theme: Theme;
  view: AppView;
  onLanguageChange: (lang: Lang) => void;
  onViewChange: (view: AppView) => void;
  /** 1 as the portal's page, 2 as a section of another site's page. */
  titleLevel?: number;
}

/**
 * Issue 19: the applicant's light app, written once for the embed and the portal: React only, its
 * own texts, plain fetch and XHR, the shared rules. Its host decides the language, theme and view.
 */
export function ApplicantApp({ apiBase, lang, theme, view, onLanguageChange, onViewChange, titleLevel = 1 }: ApplicantAppProps) {
  const base = apiBase.replace(/\/$/, '');
  const target = useMemo(() => ({ base, lang }), [base, lang]);
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  return (
    <LangProvider value={lang}>
      <ApiProvider value={target}>
        <HeadingLevelProvider value={titleLevel}>
          <div className="so" data-theme={theme} lang={lang} dir={directionOf(lang)}>
            <div className="so-bar">
              <Heading className="so-title">{view === 'status' ? t('status.title') : t('app.title')}</Heading>
              <button type="button" className="so-link" lang={other} onClick={() => onLanguageChange(other)}>
                {t('app.switchLanguage')}
              </button>
            </div>
            {view === 'status' ? (
              <StatusFlow onBack={() => onViewChange('apply')} />
            ) : (
              <>
                <p className="so-intro">{t('app.intro')}</p>
                <p>
                  <button type="button" className="so-link" onClick={() => onViewChange('status')}>
                    {t('app.checkStatus')}
                  </button>
                </p>
                <ApplyFlow apiBase={base} onCheckStatus={() => onViewChange('status')} />
              </>
            )}
          </div>
        </HeadingLevelProvider>
      </ApiProvider>
    </LangProvider>
  );
}
