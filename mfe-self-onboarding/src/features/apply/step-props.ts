import type { ClientFormOptions } from '@back-office/shared/contract';
import type { FieldBinding } from './use-field-binding';
import type { Application } from './use-application';

export interface StepProps {
  app: Application;
  binding: FieldBinding;
  options: ClientFormOptions;
}
