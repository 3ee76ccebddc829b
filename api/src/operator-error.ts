/** A mistake the operator fixes (configuration, arguments, a busy data folder): shown without a stack. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

export const describeFailure = (error: unknown) => (error instanceof OperatorError ? error.message : error);
