import './i18n/register-translations';
import { LimitRequestsApp } from './app';

export default LimitRequestsApp;
