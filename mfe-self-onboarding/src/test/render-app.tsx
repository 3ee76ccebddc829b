import { render } from '@testing-library/react';
import { useState } from 'react';
import { ApplicantApp, type AppView } from '../app/applicant-app';
import type { Lang } from '../kit/lang';

function Harness({ lang: initialLang, view: initialView }: { lang: Lang; view: AppView }) {
  const [lang, setLang] = useState(initialLang);
  const [view, setView] = useState(initialView);
  return <ApplicantApp apiBase="/api" lang={lang} theme="light" view={view} onLanguageChange={setLang} onViewChange={setView} />;
}

/** The light app alone (no shadow root, so `screen` reaches it), as the embed holds it. */
export function renderApp({ lang = 'en', view = 'apply' }: { lang?: Lang; view?: AppView } = {}) {
  return render(<Harness lang={lang} view={view} />);
}
