import './i18n/register-translations';
import { SelfOnboardingApp } from './app';

export default SelfOnboardingApp;
