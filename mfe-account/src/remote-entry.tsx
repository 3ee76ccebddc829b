import './i18n/register-translations';
import { AccountApp } from './app';

export default AccountApp;
