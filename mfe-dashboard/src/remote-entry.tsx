import './i18n/register-translations';
import { DashboardApp } from './app';

export default DashboardApp;
