/** The name a user gives an API token (issue 13): what the form allows and the domain checks. Pure. */
export const API_TOKEN_LABEL_MAX = 80;
