/** The name of the form-token field, shared by the server check and the <CsrfField/> component. */
export const CSRF_FIELD = "csrf";
