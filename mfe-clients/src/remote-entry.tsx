import './i18n/register-translations';
import { ClientsApp } from './app';

export default ClientsApp;
