import { createContext, useContext } from 'react';

/**
 * Opens the global SPEC §8 error modal ('Error!' + OK) over the current page without unmounting it, so
 * form state is kept. The text is taken from the error in SPEC §8 order (ApiError messages already are).
 */
export type ShowError = (error: unknown) => void;

export const ErrorDialogContext = createContext<ShowError | null>(null);
ErrorDialogContext.displayName = 'ErrorDialogContext';

/**
 * Returns `showError(error)`, provided by the portal runtime.
 * @throws Error "`useShowError` must be used within `ErrorDialogContext`".
 */
export function useShowError(): ShowError {
  const value = useContext(ErrorDialogContext);
  if (!value) throw new Error('`useShowError` must be used within `ErrorDialogContext`');
  return value;
}
