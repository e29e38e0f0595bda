/** The receipt of one submitted enrollment: its id stays in the address, so a reload still shows it. */
export const receiptPath = (enrollmentId: string) => `/enrollment/receipt?${new URLSearchParams({ id: enrollmentId })}`;
