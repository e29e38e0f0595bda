/** Texts the spec fixes word for word. */
export const messages = {
  required: 'Field is required',
  notFound: 'OOPS! Page not found',
  backToHomepage: 'Back to Homepage',
} as const;
