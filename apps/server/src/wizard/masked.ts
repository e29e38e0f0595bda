/** An SSN as the wizard shows it once stored: its last 4 only (decision 012). */
export const maskSsn = (ssn: string) => `***-**-${ssn.slice(-4)}`;

/** What a form sends back when the person left a masked number alone. */
export const isMasked = (value: unknown) => typeof value === 'string' && value.includes('*');
